package org.bourse.app.listener;

/**
 * The TLS front-end contract with Apache httpd, event MPM ({@code tuning/httpd/httpd.conf.template}),
 * speaking TLS to the node too.
 */
class HttpdUpstreamTlsFrontEndTest extends UpstreamTlsFrontEndContract {

    @Override
    String server() {
        return "httpd";
    }
}
