package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** DayTrader's drop-in mode through Apache httpd, Bourse on Jetty: the market summary's WebSocket and a page. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettyHttpdDayTraderFrontEndTest extends DayTraderFrontEndContract {

    @Override
    String server() {
        return "httpd";
    }
}
