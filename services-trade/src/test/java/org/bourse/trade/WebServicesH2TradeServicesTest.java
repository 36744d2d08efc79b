package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.UUID;

import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.Quote;
import org.bourse.trade.soap.TradeSoapServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Access mode web-services: the contract run through the {@link TradeServices} of a second Bourse
 * node started with {@code bourse.trade.access=web-services}, which calls this test server's own
 * Trade SOAP endpoint ({@code /services/TradeWSServices}). The server runs the services in process on
 * H2 and holds the data the contract checks; the client node has no Trade endpoint of its own.
 */
@SpringBootTest(classes = TradeSoapServer.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.admin.password=" + WebServicesH2TradeServicesTest.ADMIN_PASSWORD)
class WebServicesH2TradeServicesTest extends TradeServicesContract {

    static final String ADMIN_PASSWORD = "contract-admin-secret";

    private static ConfigurableApplicationContext clientNode;
    private static int clientNodeTarget;

    @LocalServerPort
    int port;

    @Override
    TradeServices services() {
        return clientNode().getBean(TradeServices.class);
    }

    /** The web-services node, started once per server (the server's port is known only now). */
    ConfigurableApplicationContext clientNode() {
        if (clientNode == null || clientNodeTarget != port) {
            stopClientNode();
            clientNode = new SpringApplicationBuilder(TradeSoapServer.class).web(WebApplicationType.NONE).run(
                    "--bourse.trade.access=web-services",
                    "--bourse.trade.services-url=http://127.0.0.1:" + port + "/services/TradeWSServices",
                    "--bourse.admin.password=" + ADMIN_PASSWORD,
                    "--spring.datasource.url=jdbc:h2:mem:web-services-node-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1",
                    "--bourse.population.on-empty-start=false");
            clientNodeTarget = port;
        }
        return clientNode;
    }

    @AfterAll
    static void stopClientNode() {
        if (clientNode != null) {
            clientNode.close();
            clientNode = null;
        }
    }

    @Test
    void theClientNodeCallsTheServerAndPublishesNoTradeEndpointOfItsOwn() {
        assertThat(services().getClass().getSimpleName()).isEqualTo("SoapTradeServices");
        assertThat(clientNode().getBeanNamesForType(org.apache.cxf.jaxws.EndpointImpl.class))
                .noneMatch(name -> name.toLowerCase().contains("trade"));
        assertThat(services().quote("s:0")).isEqualTo(local.quote("s:0"));
    }

    @Test
    void adminOperationsGoThroughWithTheAdminCredentials() {
        Quote created = services().createQuote("ws:1", "Web Services Inc", new BigDecimal("12.34"));
        assertThat(created).isEqualTo(local.quote("ws:1"));
        Quote moved = services().updateQuotePriceVolume("ws:1", new BigDecimal("2"), new BigDecimal("10"));
        assertThat(moved.price()).isEqualByComparingTo("24.68");
        assertThat(moved).isEqualTo(local.quote("ws:1"));
        assertThatThrownBy(() -> services().completeOrder(Integer.MAX_VALUE))
                .isInstanceOf(TradeException.OrderNotFound.class).hasMessage("Order 2147483647 does not exist");
        assertThat(services().resetTrade(false).tradeUserCount()).isEqualTo(200);
    }

    @Test
    void completeAndCancelOrdersOverTheWire() {
        long account = db.queryForObject("SELECT account_id FROM account WHERE profile_user_id = 'uid:50'", Long.class);
        long open = openOrder(account);
        Order completed = services().completeOrder(open);
        assertThat(completed.orderId()).isEqualTo(open);
        assertThat(completed.status()).isEqualTo(OrderStatus.CLOSED);
        assertThatThrownBy(() -> services().cancelOrder(open)).isInstanceOf(TradeException.OrderNotFound.class)
                .hasMessage("Order " + open + " is not open (closed)");
    }

    @Test
    void failuresComeBackAsTheSameExceptionsWithTheSameMessages() {
        assertThatThrownBy(() -> services().account("nobody")).isInstanceOf(TradeException.UnknownUser.class)
                .hasMessage("No user 'nobody'");
        assertThatThrownBy(() -> services().holding(Integer.MAX_VALUE))
                .isInstanceOf(TradeException.HoldingNotFound.class).hasMessage("Holding 2147483647 not found");
        assertThatThrownBy(() -> services().holding(Long.MAX_VALUE))
                .isInstanceOf(TradeException.HoldingNotFound.class);
        assertThatThrownBy(() -> services().orderCompleted("uid:1", 1)).isInstanceOf(TradeException.OrderNotFound.class)
                .hasMessage("Order 1 is not a closed order of user 'uid:1'");
        assertThatThrownBy(() -> services().buy("uid:1", "s:1", null)).isInstanceOf(TradeException.InvalidInput.class);
        assertThatThrownBy(() -> services().runStatistics()).isInstanceOf(TradeException.class)
                .hasMessageContaining("web-services access mode");
        services().isOnline();
    }

    private long openOrder(long account) {
        db.update("INSERT INTO orders (account_id, quote_symbol, order_type, order_status, quantity, price, order_fee,"
                + " open_date) VALUES (?, 's:50', 'buy', 'open', 2, 10.00, 24.95, CURRENT_TIMESTAMP)", account);
        return db.queryForObject("SELECT MAX(order_id) FROM orders WHERE account_id = ?", Long.class, account);
    }
}
