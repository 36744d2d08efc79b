package org.bourse.app.listener;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.bourse.BourseApplication;
import org.bourse.web.PageClient;
import org.bourse.web.TextFrames;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.ActiveProfiles;

/**
 * DayTrader's plans through a front end from {@code tuning/}, in the drop-in mode ({@code daytrader} profile:
 * everything under {@code /daytrader}): the market summary's WebSocket, which the plans open at
 * {@code /daytrader/marketsummary} before they log in, is passed on as a WebSocket, and a page comes
 * through. One empty subclass per server.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, classes = BourseApplication.class,
        properties = "bourse.admin.password=daytrader-front-end-secret")
@ActiveProfiles({"front-ended", "daytrader"})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class DayTraderFrontEndContract {

    static final Duration PATIENCE = Duration.ofMinutes(2);

    @LocalServerPort
    int appPort;

    private Path staticDir;
    private FrontEnd frontEnd;

    abstract String server();

    @BeforeAll
    void startFrontEnd() throws IOException {
        staticDir = FrontEnd.staticDirectory();
        frontEnd = FrontEnd.start(server(), staticDir, "127.0.0.1:" + appPort);
    }

    @AfterAll
    void stopFrontEnd() throws IOException {
        if (frontEnd != null) {
            frontEnd.close();
        }
        if (staticDir != null) {
            FrontEnd.delete(staticDir);
        }
    }

    @Test
    void thePlansMarketSummarySocketAnswersThroughTheFrontEnd() throws Exception {
        TextFrames frames = new TextFrames(PATIENCE);
        WebSocket socket = new PageClient(frontEnd.port).webSocket("/daytrader/marketsummary", frames)
                .get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            socket.sendText("{\"action\":\"updateMarketSummary\"}", true).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            assertThat(frames.next()).as(frontEnd.log()).startsWith("{").contains("gainer1_stock").contains("tsia");
        } finally {
            socket.abort();
        }
    }

    @Test
    void thePlansLoginPageComesThroughTheFrontEnd() {
        HttpResponse<String> login = new PageClient(frontEnd.port).post("/daytrader/app", "uid", "uid:9", "passwd", "xxx",
                "action", "login");
        assertThat(login.statusCode()).as(frontEnd.log()).isEqualTo(200);
        assertThat(login.body()).contains("Welcome to DayTrader");
    }
}
