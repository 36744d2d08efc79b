package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** The front-end contract with nginx, Bourse on Jetty: the same answers through the front end as on Tomcat. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettyNginxFrontEndTest extends FrontEndContract {

    @Override
    String server() {
        return "nginx";
    }
}
