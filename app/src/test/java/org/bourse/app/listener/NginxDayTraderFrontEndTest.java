package org.bourse.app.listener;

/** DayTrader's drop-in mode through nginx ({@code tuning/nginx/nginx.conf.template}). */
class NginxDayTraderFrontEndTest extends DayTraderFrontEndContract {

    @Override
    String server() {
        return "nginx";
    }
}
