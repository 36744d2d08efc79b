package org.bourse.app.listener;

/** The front-end contract with nginx ({@code tuning/nginx/nginx.conf.template}). */
class NginxFrontEndTest extends FrontEndContract {

    @Override
    String server() {
        return "nginx";
    }
}
