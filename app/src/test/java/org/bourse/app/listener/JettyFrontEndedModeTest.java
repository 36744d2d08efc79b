package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** {@link FrontEndedModeTest} on Jetty: forwarded headers believed from the trusted proxies only, as on Tomcat. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettyFrontEndedModeTest extends FrontEndedModeTest {
}
