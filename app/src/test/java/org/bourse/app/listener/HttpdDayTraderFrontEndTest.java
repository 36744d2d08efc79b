package org.bourse.app.listener;

/** DayTrader's drop-in mode through Apache httpd ({@code tuning/httpd/httpd.conf.template}). */
class HttpdDayTraderFrontEndTest extends DayTraderFrontEndContract {

    @Override
    String server() {
        return "httpd";
    }
}
