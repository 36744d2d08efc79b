package org.bourse.app.listener;

/** The TLS front-end contract with nginx ({@code tuning/nginx/nginx.conf.template}), speaking TLS to the node too. */
class NginxUpstreamTlsFrontEndTest extends UpstreamTlsFrontEndContract {

    @Override
    String server() {
        return "nginx";
    }
}
