package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.dal.trade.OrderType;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * {@code /scenario}'s sells while orders stay open: broker order processing with no broker reachable, so
 * every order waits in the outbox and every sold holding stays listed. The population has one user, so
 * every scenario session is {@code uid:0}. A session must never pick a holding that another session of
 * its user has already sold: the sell would be refused, while the run verification, which counted it as a
 * sell, would expect it in the database (fewer sells than expected after a run with another session of the
 * same user, as when a processor was down and users logged in again).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "spring.datasource.url=jdbc:h2:mem:scenario-open-sells;DB_CLOSE_DELAY=-1",
        "bourse.population.users=1",
        "bourse.trade.order-processing=broker", "bourse.trade.broker.role=web",
        // nothing listens on port 1: the relay never publishes, the orders stay open
        "spring.rabbitmq.addresses=127.0.0.1:1", "spring.rabbitmq.connection-timeout=1s"})
class OpenSellsTest {

    static final Pattern SUBMITTED = Pattern.compile("id=\"order-submitted\"[^>]*>Order (\\d+) to (\\w+) ");

    @LocalServerPort
    int port;

    @Autowired
    TradeServices trade;

    @Test
    void aSessionSellsWhatNoOtherSessionOfItsUserHasSoldThenBuysInstead() {
        int held = trade.holdings("uid:0").size();
        assertThat(held).as("uid:0's seeded holdings").isGreaterThanOrEqualTo(2);
        PageClient first = new PageClient(port);
        PageClient second = new PageClient(port);
        assertThat(first.get("/scenario").body()).contains("uid:0");
        assertThat(second.get("/scenario").body()).contains("uid:0");

        // The first session sells one holding; its order stays open, the holding listed.
        assertThat(placed(first.get("/scenario?action=s").body())).isEqualTo("sell");
        // The second sells every other holding, skipping the one the first sold...
        for (int i = 1; i < held; i++) {
            assertThat(placed(second.get("/scenario?action=s").body())).as("sell %d of the second session", i)
                    .isEqualTo("sell");
        }
        // ...and then, with nothing left to sell, buys instead (a sell deficit), refused never.
        assertThat(placed(second.get("/scenario?action=s").body())).isEqualTo("buy");
        assertThat(placed(first.get("/scenario?action=s").body())).isEqualTo("buy");
        assertThat(trade.orders("uid:0").stream().filter(o -> o.type() == OrderType.SELL).count())
                .as("sell orders of uid:0").isEqualTo(held);
    }

    /** "buy" or "sell": what the confirmation says was placed; fails on any other page (a refusal). */
    private static String placed(String page) {
        Matcher m = SUBMITTED.matcher(page);
        assertThat(m.find()).as("an order confirmation, not a refusal: %s", page).isTrue();
        assertThat(page).doesNotContain("status error");
        return m.group(2);
    }
}
