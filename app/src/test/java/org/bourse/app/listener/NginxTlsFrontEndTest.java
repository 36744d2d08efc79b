package org.bourse.app.listener;

/** The TLS front-end contract with nginx ({@code tuning/nginx/nginx.conf.template}). */
class NginxTlsFrontEndTest extends TlsFrontEndContract {

    @Override
    String server() {
        return "nginx";
    }
}
