package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.bourse.BourseApplication;
import org.bourse.testing.RawHttp;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** A node with a route names it in every session cookie, which is what the front ends route on. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        classes = {BourseApplication.class, FrontEndContract.ClientView.class},
        properties = "bourse.listener.node-route=node7")
class NodeRouteTest {

    @LocalServerPort
    int port;

    @Test
    void sessionIdsEndInTheNodesRoute() {
        RawHttp.Response response = RawHttp.get(RawHttp.LOOPBACK, port, FrontEndContract.ClientView.SESSION_PATH);
        // What the front end routes on is the cookie. Tomcat's session id holds the route; Jetty's cookie has
        // the id the application sees with the route appended.
        String cookie = response.header("Set-Cookie");
        assertThat(cookie).startsWith("JSESSIONID=");
        String value = cookie.substring("JSESSIONID=".length(), cookie.indexOf(';'));
        assertThat(value).endsWith(".node7").startsWith(response.text());
    }

    @Test
    void aRouteIsOneWord() {
        SpringApplicationBuilder app = new SpringApplicationBuilder(BourseApplication.class);
        assertThatThrownBy(() -> app.run("--server.port=0", "--bourse.listener.node-route=node 1"))
                .rootCause().hasMessageContaining("bourse.listener.node-route may hold only");
    }
}
