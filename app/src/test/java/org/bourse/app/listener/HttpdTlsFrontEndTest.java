package org.bourse.app.listener;

/** The TLS front-end contract with Apache httpd, event MPM ({@code tuning/httpd/httpd.conf.template}). */
class HttpdTlsFrontEndTest extends TlsFrontEndContract {

    @Override
    String server() {
        return "httpd";
    }
}
