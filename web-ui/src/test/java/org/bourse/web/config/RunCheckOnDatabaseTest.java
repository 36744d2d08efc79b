package org.bourse.web.config;

import static org.bourse.web.security.SliceSecurity.admin;
import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.selection.Databases;
import org.bourse.trade.orders.PendingOrders;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.PagesTestConfiguration;
import org.bourse.web.scenario.ScenarioStatistics;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.jdbc.datasource.DriverManagerDataSource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

/**
 * {@code /config/check} on a real (embedded) database holding two processed buys: the highest order id, and
 * I6 (nothing lost) against the client's acknowledged ids ({@code POST}) and the scenario's ({@code GET}).
 */
@WebMvcTest(RunCheckController.class)
@PageSliceTest
@Import(RunCheckOnDatabaseTest.Database.class)
class RunCheckOnDatabaseTest {

    @Autowired
    MockMvc mvc;

    @Autowired
    DataSource dataSource;

    @Autowired
    ScenarioStatistics scenario;

    @MockitoBean
    TradeServices trade;

    @MockitoBean
    PendingOrders pendingOrders;

    long first;
    long second;

    @TestConfiguration(proxyBeanMethods = false)
    static class Database {

        @Bean
        DataSource dataSource() {
            DriverManagerDataSource ds = new DriverManagerDataSource("jdbc:h2:mem:run_check;DB_CLOSE_DELAY=-1", "sa", "");
            Flyway.configure().dataSource(ds).locations("classpath:db/migrations/h2").load().migrate();
            return ds;
        }

        @Bean
        InvariantCheck invariantCheck() {
            return Databases.of(Vendor.H2).invariantCheck();
        }
    }

    /** uid:0 (1000.00) bought 1 s:1 at 10.00 twice: 930.10 left, two holdings, s:1 volume 2. */
    @BeforeEach
    void twoProcessedBuys() throws Exception {
        given(trade.runStatistics()).willReturn(ConfigControllerTest.STATS);
        given(pendingOrders.awaitNoneOpen(Duration.ofSeconds(60))).willReturn(true);
        scenario.reset();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (String table : new String[] {"orders", "holding", "account", "account_profile", "quote"}) {
                s.execute("DELETE FROM " + table);
            }
            s.execute("INSERT INTO quote (symbol, company_name, price, open_price, low_price, high_price, price_change,"
                    + " volume) VALUES ('s:1', 'S1', 10, 10, 10, 10, 0, 2)");
            s.execute("INSERT INTO account_profile (user_id, password_hash) VALUES ('uid:0', 'x')");
            long account = insert(c, "INSERT INTO account (profile_user_id, balance, open_balance, creation_date)"
                    + " VALUES ('uid:0', 930.10, 1000.00, CURRENT_TIMESTAMP)");
            first = buy(c, account);
            second = buy(c, account);
        }
    }

    @Test
    void theGetNamesTheHighestOrderIdAndLeavesI6OutWhenTheScenarioConfirmedNothing() throws Exception {
        mvc.perform(get("/config/check").with(admin()))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.highestOrderId").value(second))
                .andExpect(jsonPath("$.invariants.checked").value(true))
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.invariants.results[*].id").value(org.hamcrest.Matchers.contains(
                        "I1", "I2", "I3", "I4", "I5", "I7", "I8")))
                .andExpect(jsonPath("$.acknowledgement").doesNotExist());
        then(pendingOrders).should().awaitNoneOpen(Duration.ofSeconds(60));
    }

    @Test
    void everyAcknowledgedOrderStoredAndProcessedHolds() throws Exception {
        mvc.perform(check("{\"sinceOrderId\": 0, \"acknowledgedOrderIds\": [" + first + ", " + second + "], \"inFlight\": 0}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.invariants.results[*].id").value(org.hamcrest.Matchers.contains(
                        "I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8")))
                .andExpect(jsonPath("$.invariants.results[5].holds").value(true))
                .andExpect(jsonPath("$.acknowledgement.unacknowledgedOrders").value(0))
                .andExpect(jsonPath("$.highestOrderId").value(second));
        // The window starts after sinceOrderId.
        mvc.perform(check("{\"sinceOrderId\": " + first + ", \"acknowledgedOrderIds\": [" + second + "]}"))
                .andExpect(jsonPath("$.invariants.allHold").value(true));
    }

    @Test
    void aLostOrderFailsWithItsId() throws Exception {
        long lost = second + 1;
        mvc.perform(check("{\"acknowledgedOrderIds\": [" + first + ", " + second + ", " + lost + "]}"))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.invariants.allHold").value(false))
                .andExpect(jsonPath("$.invariants.results[5].id").value("I6"))
                .andExpect(jsonPath("$.invariants.results[5].holds").value(false))
                .andExpect(jsonPath("$.invariants.results[5].examples[0]").value("order " + lost + ": not in the database"));
    }

    @Test
    void anIdAcknowledgedTwiceFails() throws Exception {
        mvc.perform(check("{\"acknowledgedOrderIds\": [" + first + ", " + second + ", " + first + "]}"))
                .andExpect(jsonPath("$.invariants.allHold").value(false))
                .andExpect(jsonPath("$.invariants.results[5].examples[0]").value(
                        "order " + first + ": acknowledged 2 times, one order can only be one success"));
    }

    @Test
    void ordersNobodyAcknowledgedAreAllowedUpToTheInFlightCount() throws Exception {
        mvc.perform(check("{\"acknowledgedOrderIds\": [" + first + "], \"inFlight\": 1}"))
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.acknowledgement.unacknowledgedOrders").value(1))
                .andExpect(jsonPath("$.acknowledgement.unacknowledgedIds[0]").value(second));
        mvc.perform(check("{\"acknowledgedOrderIds\": [" + first + "]}"))
                .andExpect(jsonPath("$.invariants.allHold").value(false))
                .andExpect(jsonPath("$.invariants.results[5].examples[0]").value("1 order after order 0 that nobody"
                        + " acknowledged, 0 allowed in flight: orders " + second));
    }

    @Test
    void theScenariosConfirmedOrdersCountAsAcknowledged() throws Exception {
        scenario.acknowledged(second);
        // POST: the client's list plus the scenario's above sinceOrderId (a load kit sends [] after /scenario).
        mvc.perform(check("{\"sinceOrderId\": " + first + ", \"acknowledgedOrderIds\": []}"))
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.invariants.results[5].id").value("I6"));
        // A scenario client that reports the confirmations it saw: the scenario's own count once, not twice.
        mvc.perform(check("{\"sinceOrderId\": " + first + ", \"acknowledgedOrderIds\": [" + second + "]}"))
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.acknowledgement.unacknowledgedOrders").value(0));
        // GET: the scenario's list alone; the order it did not confirm is counted, not judged.
        mvc.perform(get("/config/check").with(admin()))
                .andExpect(jsonPath("$.invariants.allHold").value(true))
                .andExpect(jsonPath("$.invariants.results[5].id").value("I6"))
                .andExpect(jsonPath("$.acknowledgement.unacknowledgedOrders").value(1));
        scenario.acknowledged(second + 7);
        mvc.perform(get("/config/check").with(admin()))
                .andExpect(jsonPath("$.invariants.allHold").value(false))
                .andExpect(jsonPath("$.invariants.results[5].examples[0]").value("order " + (second + 7)
                        + ": not in the database"));
        scenario.reset();
        mvc.perform(get("/config/check").with(admin())).andExpect(jsonPath("$.invariants.allHold").value(true));
    }

    @Test
    void badRequestsGet400WithTheShapeExpected() throws Exception {
        mvc.perform(check("{not json"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value(org.hamcrest.Matchers.startsWith("The body must be JSON")));
        mvc.perform(check("{\"inFlight\": -1}"))
                .andExpect(status().isBadRequest())
                .andExpect(jsonPath("$.error").value(org.hamcrest.Matchers.startsWith("sinceOrderId and inFlight must not be negative")));
        mvc.perform(check("{\"acknowledgedOrderIds\": [\"x\"]}")).andExpect(status().isBadRequest());
    }

    @Test
    void toolsPostWithBasicCredentialsAndNoToken() throws Exception {
        MockHttpServletRequestBuilder body = post("/config/check").contentType(MediaType.APPLICATION_JSON)
                .content("{\"acknowledgedOrderIds\": [" + first + ", " + second + "]}");
        mvc.perform(body.with(httpBasic("admin", PagesTestConfiguration.ADMIN_PASSWORD)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.invariants.allHold").value(true));
        mvc.perform(post("/config/check").contentType(MediaType.APPLICATION_JSON).content("{}"))
                .andExpect(status().isUnauthorized());
        mvc.perform(post("/config/check").contentType(MediaType.APPLICATION_JSON).content("{}").with(tradeUser("uid:0")))
                .andExpect(status().isForbidden());
    }

    private static MockHttpServletRequestBuilder check(String json) {
        return post("/config/check").contentType(MediaType.APPLICATION_JSON).content(json).with(admin());
    }

    private static long buy(Connection c, long account) throws SQLException {
        long holding = insert(c, "INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price, purchase_date)"
                + " VALUES (" + account + ", 's:1', 1, 10, CURRENT_TIMESTAMP)");
        return insert(c, "INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status, quantity,"
                + " price, order_fee, open_date) VALUES (" + account + ", 's:1', " + holding
                + ", 'buy', 'closed', 1, 10, 24.95, CURRENT_TIMESTAMP)");
    }

    private static long insert(Connection c, String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS)) {
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }
}
