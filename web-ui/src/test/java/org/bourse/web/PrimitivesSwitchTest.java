package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.TestPropertySource;

/**
 * {@code bourse.web.primitives-enabled}: on (the default), every primitive's path, of every kind, answers;
 * switched off, the same requests answer 404 and the pages stay. Both on the server DayTrader's primitive
 * plan addresses ({@code /daytrader}): the control shares the drop-in tests' context and
 * costs no start of its own.
 */
@DropInServer
class PrimitivesSwitchTest {

    /** One path of each kind: servlets, session, JDBC, JSON, async, upgrade, forward, static, JSP-like, REST. */
    static final List<String> PATHS = List.of("/primitive/ping", "/primitive/session", "/servlet/PingServlet",
            "/servlet/PingSession1", "/servlet/PingJDBCWrite", "/servlet/PingJSONPObject",
            "/servlet/PingServlet31Async", "/servlet/PingUpgradeServlet", "/servlet/PingServlet2Jsp",
            "/PingHtml.html", "/PingJsp.jsp", "/PingJspEL.jsp", "/jaxrs/sync/echoText?input=x").stream()
            .map(path -> "/daytrader" + path).toList();
    static final String WEB_SOCKET = "/daytrader/pingTextSync";

    @LocalServerPort
    int port;

    @Test
    void everyPrimitiveIsServedWhenOn() throws Exception {
        PageClient client = new PageClient(port);
        for (String path : PATHS) {
            assertThat(client.get(path).statusCode()).as(path).isEqualTo(200);
        }
        WebSocket socket = client.webSocket(WEB_SOCKET, new WebSocket.Listener() { }).get(2, TimeUnit.MINUTES);
        socket.abort();
    }

    @Nested
    @TestPropertySource(properties = "bourse.web.primitives-enabled=false")
    class SwitchedOff {

        @LocalServerPort
        int offPort;

        @Test
        void noPrimitiveIsServed() throws Exception {
            PageClient client = new PageClient(offPort);
            for (String path : PATHS) {
                assertThat(client.get(path).statusCode()).as(path).isEqualTo(404);
            }
            Throwable refused = catchThrowable(() -> client.webSocket(WEB_SOCKET, new WebSocket.Listener() { })
                    .get(2, TimeUnit.MINUTES));
            assertThat(refused).hasCauseInstanceOf(WebSocketHandshakeException.class);
            assertThat(((WebSocketHandshakeException) refused.getCause()).getResponse().statusCode()).isEqualTo(404);
            // the pages are still there
            assertThat(client.get("/daytrader/app").statusCode()).isEqualTo(200);
        }
    }
}
