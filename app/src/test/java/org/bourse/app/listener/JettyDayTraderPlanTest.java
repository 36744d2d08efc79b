package org.bourse.app.listener;

import org.bourse.web.DayTraderPlanContractTest;
import org.springframework.test.context.TestPropertySource;

/**
 * DayTrader's plans on Jetty: every request, assertion and extractor of {@link DayTraderPlanContractTest} (web-ui),
 * the WebSocket included, against the drop-in mode served by Jetty.
 */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettyDayTraderPlanTest extends DayTraderPlanContractTest {
}
