package org.bourse.app.listener;

/** The front-end contract with Apache httpd, event MPM ({@code tuning/httpd/httpd.conf.template}). */
class HttpdFrontEndTest extends FrontEndContract {

    @Override
    String server() {
        return "httpd";
    }
}
