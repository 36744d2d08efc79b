package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** {@link NodeRouteTest} on Jetty, which appends the route to its session ids as Tomcat does. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettyNodeRouteTest extends NodeRouteTest {
}
