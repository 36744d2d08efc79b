package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** {@code bourse.web.primitives-enabled=false}: every primitive's path, of every kind, answers 404. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.web.primitives-enabled=false")
class PrimitivesOffTest {

    @LocalServerPort
    int port;

    @Test
    void noPrimitiveIsServed() throws Exception {
        PageClient client = new PageClient(port);
        for (String path : List.of("/primitive/ping", "/primitive/session", "/servlet/PingServlet",
                "/servlet/PingSession1", "/servlet/PingJDBCWrite", "/servlet/PingJSONPObject",
                "/servlet/PingServlet31Async", "/servlet/PingUpgradeServlet", "/servlet/PingServlet2Jsp",
                "/PingHtml.html", "/PingJsp.jsp", "/PingJspEL.jsp", "/jaxrs/sync/echoText?input=x")) {
            assertThat(client.get(path).statusCode()).as(path).isEqualTo(404);
        }
        Throwable refused = catchThrowable(() -> client.webSocket("/pingTextSync", new WebSocket.Listener() { })
                .get(2, TimeUnit.MINUTES));
        assertThat(refused).hasCauseInstanceOf(WebSocketHandshakeException.class);
        assertThat(((WebSocketHandshakeException) refused.getCause()).getResponse().statusCode()).isEqualTo(404);
        // the pages are still there
        assertThat(client.get("/app").statusCode()).isEqualTo(200);
    }
}
