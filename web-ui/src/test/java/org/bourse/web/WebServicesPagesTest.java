package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

import javax.sql.DataSource;

import org.bourse.dal.trade.Holding;
import org.bourse.trade.TradeServices;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Access mode web-services: the DayTrader pages of a second Bourse node, whose Trade services call
 * this test server's Trade SOAP endpoint, work as they do in process — and what they do lands in
 * the server's database.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class WebServicesPagesTest {

    static final String NODE_ADMIN_PASSWORD = "web-node-secret";

    @LocalServerPort
    int port;

    @Autowired
    TradeServices server;

    private ConfigurableApplicationContext webNode;

    @AfterEach
    void stopWebNode() {
        if (webNode != null) {
            webNode.close();
        }
    }

    @Test
    void theScriptFlowWorksOnANodeThatCallsTheServicesOverSoap() {
        webNode = new SpringApplicationBuilder(PagesServer.class).run(
                "--server.port=0",
                "--bourse.trade.access=web-services",
                "--bourse.trade.services-url=http://127.0.0.1:" + port + "/services/TradeWSServices",
                "--bourse.web.daytrader-script-compatibility=true",
                // population on an empty start left at its default: this node must not populate its own database
                "--spring.datasource.url=jdbc:h2:mem:web-node-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1");
        assertThat(new JdbcTemplate(webNode.getBean(DataSource.class))
                .queryForObject("SELECT COUNT(*) FROM account", Integer.class)).as("accounts in the web node's own database")
                .isZero();
        int webPort = Integer.parseInt(webNode.getEnvironment().getProperty("local.server.port"));
        PageClient user = new PageClient(webPort);
        int logins = server.account("uid:21").loginCount();

        HttpResponse<String> home = user.post("/app", "uid", "uid:21", "passwd", "xxx", "action", "login");
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Welcome, uid:21");
        assertThat(server.account("uid:21").loginCount()).isEqualTo(logins + 1);

        HttpResponse<String> bought = user.get("/app?action=buy&symbol=s:22&quantity=100");
        assertThat(bought.body()).containsPattern("Order \\d+ to buy 100 shares of s:22 has been submitted");
        List<Holding> held = server.holdings("uid:21");
        Holding newest = held.get(held.size() - 1);
        assertThat(newest.symbol()).isEqualTo("s:22");
        assertThat(newest.quantity()).isEqualByComparingTo(new BigDecimal("100"));

        List<String> ids = PageClient.holdingIds(user.get("/app?action=portfolio").body());
        assertThat(ids).contains(String.valueOf(newest.holdingId()));
        HttpResponse<String> sold = user.get("/app?action=sell&holdingID=" + newest.holdingId());
        assertThat(sold.statusCode()).isEqualTo(200);
        assertThat(server.holdings("uid:21")).extracting(Holding::holdingId).doesNotContain(newest.holdingId());

        assertThat(user.get("/app?action=account").body()).contains("uid:21");
        assertThat(user.get("/app?action=logout").statusCode()).isIn(200, 302);
    }

    @Test
    void theScenarioDriverRunsOnANodeThatCallsTheServicesOverSoap() throws Exception {
        webNode = new SpringApplicationBuilder(PagesServer.class).run(
                "--server.port=0",
                "--bourse.trade.access=web-services",
                "--bourse.trade.services-url=http://127.0.0.1:" + port + "/services/TradeWSServices",
                "--spring.datasource.url=jdbc:h2:mem:web-node-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1",
                "--bourse.population.on-empty-start=false",
                "--bourse.admin.password=" + NODE_ADMIN_PASSWORD);
        int webPort = Integer.parseInt(webNode.getEnvironment().getProperty("local.server.port"));
        PageClient client = new PageClient(webPort);

        // The first request logs a deck user in; the following ones are actions from DayTrader's mix.
        for (int i = 0; i < 40; i++) {
            HttpResponse<String> page = client.get("/scenario");
            assertThat(page.statusCode()).as("request %d", i).isEqualTo(200);
            assertThat(page.body()).as("request %d", i).doesNotContain("Run statistics are not available");
        }

        // The load kit's run check cannot be answered here, and says where to ask.
        HttpResponse<String> check = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + webPort + "/config/check"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        ("admin:" + NODE_ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(check.statusCode()).isEqualTo(501);
        assertThat(check.body()).contains("Run statistics are not available in web-services access mode");
    }
}
