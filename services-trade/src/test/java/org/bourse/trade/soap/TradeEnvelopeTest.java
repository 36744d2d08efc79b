package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.soap.TradeEnvelopes.adminAuthorization;
import static org.bourse.trade.soap.TradeEnvelopes.op;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import javax.sql.DataSource;

import org.assertj.core.data.Offset;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;
import org.w3c.dom.Element;

/**
 * Posts hand-written Trade 6.1 envelopes (empty SOAPAction) for every operation and checks the
 * response XML: element names, namespace, order, and values against the database. Each test works
 * on users of its own, so the order the tests run in does not matter.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {TradeEnvelopes.ADMIN_PASSWORD_SETTING, TradeEnvelopes.FRESH_MARKET_SUMMARY})
class TradeEnvelopeTest {

    static final List<String> QUOTE = List.of("symbol", "companyName", "price", "open", "low", "high", "change", "volume");
    static final List<String> ORDER = List.of("orderID", "orderType", "orderStatus", "openDate", "completionDate",
            "quantity", "price", "orderFee", "symbol");
    static final List<String> HOLDING = List.of("holdingID", "quantity", "purchasePrice", "purchaseDate", "quoteID");
    static final List<String> ACCOUNT = List.of("accountID", "loginCount", "logoutCount", "lastLogin", "creationDate",
            "balance", "openBalance", "profileID");
    static final List<String> PROFILE = List.of("userID", "password", "fullName", "address", "email", "creditCard");
    static final List<String> SUMMARY = List.of("TSIA", "openTSIA", "volume", "topGainers", "topLosers", "summaryDate");
    static final List<String> RUN_STATS = List.of("tradeUserCount", "newUserCount", "sumLoginCount", "sumLogoutCount",
            "holdingCount", "buyOrderCount", "sellOrderCount", "cancelledOrderCount", "openOrderCount",
            "deletedOrderCount", "orderCount", "tradeStockCount");

    @LocalServerPort
    int port;

    @Autowired
    DataSource dataSource;

    JdbcTemplate db;
    TradeCalls soap;

    @BeforeEach
    void setUp() {
        db = new JdbcTemplate(dataSource);
        soap = new TradeCalls(port);
    }

    // Quotes and market

    @Test
    void getQuoteAnswersTheQuoteRow() {
        Element quote = soap.call("getQuote", op("getQuote", "symbol", "s:0"));
        assertQuoteIsRow(quote, "s:0");
    }

    @Test
    void getQuotesSplitsOnSpacesCommasAndSemicolonsAndSkipsUnknownSymbols() {
        Element quotes = soap.call("getQuotes", op("getQuotes", "symbols", "s:3,s:1; nope s:2"));
        List<Element> items = Xml.children(quotes);
        assertThat(items).extracting(Element::getLocalName).containsOnly("QuoteDataBean");
        assertThat(items).extracting(q -> text(q, "symbol")).containsExactly("s:3", "s:1", "s:2");
        assertQuoteIsRow(items.get(1), "s:1");
    }

    @Test
    void getAllQuotesListsEveryQuote() {
        Element quotes = soap.call("getAllQuotes", op("getAllQuotes"));
        assertThat(Xml.children(quotes)).hasSize(db.queryForObject("SELECT COUNT(*) FROM quote", Integer.class))
                .allSatisfy(q -> {
                    assertThat(q.getLocalName()).isEqualTo("QuoteDataBean");
                    assertThat(names(q)).isEqualTo(QUOTE);
                });
    }

    @Test
    void getMarketSummaryHasTheContractsShape() {
        Element summary = soap.call("getMarketSummary", op("getMarketSummary"));
        assertThat(names(summary)).isEqualTo(SUMMARY);
        for (String top : List.of("topGainers", "topLosers")) {
            List<Element> quotes = Xml.children(Xml.child(summary, top));
            assertThat(quotes).hasSizeBetween(1, 5).allSatisfy(q -> {
                assertThat(q.getLocalName()).isEqualTo("QuoteDataBean");
                assertThat(names(q)).isEqualTo(QUOTE);
            });
        }
        BigDecimal average = db.queryForObject("SELECT AVG(price) FROM quote", BigDecimal.class);
        assertThat(new BigDecimal(text(summary, "TSIA"))).isCloseTo(average, Offset.offset(new BigDecimal("0.01")));
        assertThat(Instant.parse(text(summary, "summaryDate"))).isBefore(Instant.now().plusSeconds(1));
    }

    // Accounts

    @Test
    void getAccountDataAnswersTheAccountRow() {
        Element account = soap.call("getAccountData", op("getAccountData", "userID", "uid:0"));
        assertAccountIsRow(account, "uid:0");
        assertThat(text(account, "openBalance")).isEqualTo("1000000.00");
    }

    @Test
    void getAccountProfileDataNeverSendsThePassword() {
        Element profile = soap.call("getAccountProfileData", op("getAccountProfileData", "userID", "uid:0"));
        assertThat(names(profile)).isEqualTo(PROFILE);
        assertThat(Xml.child(profile, "password").getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "nil"))
                .isEqualTo("true");
        Map<String, Object> row = db.queryForMap("SELECT * FROM account_profile WHERE user_id = 'uid:0'");
        assertThat(text(profile, "userID")).isEqualTo("uid:0");
        assertThat(text(profile, "fullName")).isEqualTo(row.get("full_name"));
        assertThat(text(profile, "address")).isEqualTo(row.get("address"));
        assertThat(text(profile, "email")).isEqualTo(row.get("email"));
        assertThat(text(profile, "creditCard")).isEqualTo(row.get("credit_card"));
    }

    @Test
    void loginAndLogoutAreCounted() {
        int logins = count("login_count", "uid:1");
        int logouts = count("logout_count", "uid:1");
        Element account = soap.call("login", op("login", "userID", "uid:1", "password", "xxx"));
        assertAccountIsRow(account, "uid:1");
        assertThat(text(account, "loginCount")).isEqualTo(String.valueOf(logins + 1));
        assertThat(Instant.parse(text(account, "lastLogin"))).isAfter(Instant.now().minusSeconds(60));

        Element loggedOut = soap.call("logout", op("logout", "userID", "uid:1"));
        assertThat(loggedOut.getTextContent()).isEqualTo("true");
        assertThat(count("logout_count", "uid:1")).isEqualTo(logouts + 1);
    }

    @Test
    void registerCreatesProfileAndAccountAndStoresOnlyAHash() {
        String user = newUserId();
        Element account = soap.call("register", register(user, "pw-" + user, "123456.78"));
        assertAccountIsRow(account, user);
        assertThat(text(account, "balance")).isEqualTo("123456.78");
        assertThat(text(account, "openBalance")).isEqualTo("123456.78");
        assertThat(text(account, "loginCount")).isEqualTo("0");
        assertThat(db.queryForObject("SELECT password_hash FROM account_profile WHERE user_id = ?", String.class, user))
                .doesNotContain("pw-" + user);
    }

    @Test
    void updateAccountProfileChangesTheProfileAndPassword() {
        String user = newUserId();
        soap.call("register", register(user, "old", "1000.00"));
        Element profile = soap.call("updateAccountProfile", TradeEnvelopes.envelope(
                "<updateAccountProfile xmlns=\"" + TradeEnvelopes.NS + "\"><profileData>"
                        + "<userID>" + user + "</userID><password>new</password><fullName>New Name</fullName>"
                        + "<address>1 New St.</address><email>new@example.com</email><creditCard>1-2-3-4</creditCard>"
                        + "</profileData></updateAccountProfile>"));
        assertThat(names(profile)).isEqualTo(PROFILE);
        assertThat(text(profile, "fullName")).isEqualTo("New Name");
        assertThat(Xml.child(profile, "password").getTextContent()).isEmpty();
        assertThat(db.queryForObject("SELECT email FROM account_profile WHERE user_id = ?", String.class, user))
                .isEqualTo("new@example.com");
        soap.call("login", op("login", "userID", user, "password", "new"));
        assertThat(soap.fault(op("login", "userID", user, "password", "old")).reason()).isEqualTo("LoginFailed");
    }

    // Orders and holdings

    @Test
    void buyThenSellRoundTrip() {
        String user = newUserId();
        soap.call("register", register(user, "pw", "100000.00"));
        BigDecimal price = db.queryForObject("SELECT price FROM quote WHERE symbol = 's:4'", BigDecimal.class);

        Element buy = soap.call("buy", op("buy", "userID", user, "symbol", "s:4", "quantity", "7", "orderProcessingMode", "0"));
        assertThat(names(buy)).isEqualTo(ORDER);
        assertThat(text(buy, "orderType")).isEqualTo("buy");
        assertThat(text(buy, "orderStatus")).isEqualTo("closed");
        assertThat(Double.parseDouble(text(buy, "quantity"))).isEqualTo(7.0);
        assertThat(text(buy, "price")).isEqualTo(price.toPlainString());
        assertThat(text(buy, "orderFee")).isEqualTo("24.95");
        assertThat(text(buy, "symbol")).isEqualTo("s:4");
        assertThat(Instant.parse(text(buy, "completionDate"))).isAfterOrEqualTo(Instant.parse(text(buy, "openDate")));
        BigDecimal cost = price.multiply(BigDecimal.valueOf(7)).add(new BigDecimal("24.95"));
        assertThat(balance(user)).isEqualByComparingTo(new BigDecimal("100000.00").subtract(cost));

        Element holdings = soap.call("getHoldings", op("getHoldings", "userID", user));
        assertThat(Xml.children(holdings)).hasSize(1);
        Element holding = Xml.children(holdings).get(0);
        assertThat(holding.getLocalName()).isEqualTo("HoldingDataBean");
        assertThat(names(holding)).isEqualTo(HOLDING);
        assertThat(text(holding, "quoteID")).isEqualTo("s:4");
        assertThat(Double.parseDouble(text(holding, "quantity"))).isEqualTo(7.0);
        assertThat(text(holding, "purchasePrice")).isEqualTo(price.toPlainString());
        String holdingId = text(holding, "holdingID");
        Element one = soap.call("getHolding", op("getHolding", "holdingID", holdingId));
        Xml.assertSameContent(holding, one, "getHoldingReturn");

        BigDecimal sellPrice = db.queryForObject("SELECT price FROM quote WHERE symbol = 's:4'", BigDecimal.class);
        BigDecimal before = balance(user);
        Element sell = soap.call("sell", op("sell", "userID", user, "holdingID", holdingId, "orderProcessingMode", "0"));
        assertThat(names(sell)).isEqualTo(ORDER);
        assertThat(text(sell, "orderType")).isEqualTo("sell");
        assertThat(text(sell, "orderStatus")).isEqualTo("closed");
        assertThat(text(sell, "price")).isEqualTo(sellPrice.toPlainString());
        assertThat(balance(user)).isEqualByComparingTo(
                before.add(sellPrice.multiply(BigDecimal.valueOf(7))).subtract(new BigDecimal("24.95")));
        assertThat(Xml.children(soap.call("getHoldings", op("getHoldings", "userID", user)))).isEmpty();

        Element orders = soap.call("getOrders", op("getOrders", "userID", user));
        assertThat(Xml.children(orders)).extracting(Element::getLocalName).containsOnly("OrderDataBean");
        assertThat(Xml.children(orders)).extracting(o -> text(o, "orderID"))
                .containsExactly(text(sell, "orderID"), text(buy, "orderID"));
        Element top = soap.call("getTopOrders", op("getTopOrders", "userID", user));
        Xml.assertSameContent(orders, top, "getTopOrdersReturn");

        Element closed = soap.call("getClosedOrders", op("getClosedOrders", "userID", user));
        assertThat(Xml.children(closed)).extracting(o -> text(o, "orderStatus")).containsOnly("closed").hasSize(2);
        assertThat(Xml.children(soap.call("getClosedOrders", op("getClosedOrders", "userID", user)))).isEmpty();
        assertThat(db.queryForList("SELECT order_status FROM orders o JOIN account a ON a.account_id = o.account_id"
                + " WHERE a.profile_user_id = ?", String.class, user)).containsOnly("completed");
    }

    @Test
    void sellEnhancedSellsPartOfAHolding() {
        String user = newUserId();
        soap.call("register", register(user, "pw", "100000.00"));
        soap.call("buy", op("buy", "userID", user, "symbol", "s:5", "quantity", "10", "orderProcessingMode", "0"));
        String holdingId = text(Xml.children(soap.call("getHoldings", op("getHoldings", "userID", user))).get(0), "holdingID");

        Element sell = soap.call("sellEnhanced", op("sellEnhanced", "userID", user, "holdingID", holdingId, "quantity", "4"));
        assertThat(names(sell)).isEqualTo(ORDER);
        assertThat(Double.parseDouble(text(sell, "quantity"))).isEqualTo(4.0);
        List<Element> left = Xml.children(soap.call("getHoldings", op("getHoldings", "userID", user)));
        assertThat(left).hasSize(1);
        assertThat(Double.parseDouble(text(left.get(0), "quantity"))).isEqualTo(6.0);
    }

    @Test
    void orderCompletedMarksAClosedOrderCompleted() {
        String user = newUserId();
        soap.call("register", register(user, "pw", "100000.00"));
        String orderId = text(soap.call("buy", op("buy", "userID", user, "symbol", "s:6", "quantity", "1",
                "orderProcessingMode", "0")), "orderID");
        soap.callVoid("orderCompleted", op("orderCompleted", "userID", user, "orderID", orderId));
        assertThat(db.queryForObject("SELECT order_status FROM orders WHERE order_id = ?", String.class,
                Long.parseLong(orderId))).isEqualTo("completed");
    }

    @Test
    void isOnlineAnswersAnEmptyResponse() {
        soap.callVoid("isOnline", op("isOnline"));
    }

    // Admin operations, with the admin's credentials

    @Test
    void createQuoteAndUpdateQuotePriceVolumeWithAdminCredentials() {
        String symbol = "t:" + UUID.randomUUID().toString().substring(0, 8);
        Element created = soap.call("createQuote", op("createQuote", "symbol", symbol, "companyName", "Test &amp; Co",
                "price", "10.50"), "Authorization", adminAuthorization());
        assertThat(names(created)).isEqualTo(QUOTE);
        assertQuoteIsRow(created, symbol);
        assertThat(text(created, "companyName")).isEqualTo("Test & Co");

        Element moved = soap.call("updateQuotePriceVolume", op("updateQuotePriceVolume", "symbol", symbol,
                "newPrice", "2", "sharesTraded", "100"), "Authorization", adminAuthorization());
        assertQuoteIsRow(moved, symbol);
        assertThat(text(moved, "price")).isEqualTo("21.00");
        assertThat(Double.parseDouble(text(moved, "volume"))).isEqualTo(100.0);
    }

    @Test
    void completeQueueAndCancelOrderWithAdminCredentials() {
        String user = newUserId();
        soap.call("register", register(user, "pw", "100000.00"));
        long first = openOrder(user, "s:7");
        long second = openOrder(user, "s:7");
        long third = openOrder(user, "s:7");

        Element completed = soap.call("completeOrder", op("completeOrder", "orderID", String.valueOf(first),
                "twoPhase", "true"), "Authorization", adminAuthorization());
        assertThat(names(completed)).isEqualTo(ORDER);
        assertThat(text(completed, "orderStatus")).isEqualTo("closed");

        soap.callVoid("queueOrder", op("queueOrder", "orderID", String.valueOf(second), "twoPhase", "false"),
                "Authorization", adminAuthorization());
        soap.callVoid("cancelOrder", op("cancelOrder", "orderID", String.valueOf(third), "twoPhase", "false"),
                "Authorization", adminAuthorization());

        assertThat(status(first)).isEqualTo("closed");
        assertThat(status(second)).isEqualTo("closed");
        assertThat(status(third)).isEqualTo("cancelled");
        assertThat(Xml.children(soap.call("getHoldings", op("getHoldings", "userID", user)))).hasSize(2);
    }

    @Test
    void resetTradeWithAdminCredentialsReportsTheRunAndRestoresThePopulation() {
        String user = newUserId();
        soap.call("register", register(user, "pw", "1000.00"));
        Element stats = soap.call("resetTrade", op("resetTrade", "deleteAll", "false"),
                "Authorization", adminAuthorization());
        assertThat(names(stats)).isEqualTo(RUN_STATS);
        assertThat(text(stats, "tradeUserCount")).isEqualTo("200");
        assertThat(Integer.parseInt(text(stats, "tradeStockCount"))).isGreaterThanOrEqualTo(100);
        assertThat(db.queryForObject("SELECT COUNT(*) FROM account_profile WHERE user_id = ?", Integer.class, user))
                .isZero();
        assertThat(db.queryForObject("SELECT COUNT(*) FROM account", Integer.class)).isEqualTo(200);
    }

    // Helpers

    private long openOrder(String user, String symbol) {
        long account = db.queryForObject("SELECT account_id FROM account WHERE profile_user_id = ?", Long.class, user);
        BigDecimal price = db.queryForObject("SELECT price FROM quote WHERE symbol = ?", BigDecimal.class, symbol);
        db.update("INSERT INTO orders (account_id, quote_symbol, order_type, order_status, quantity, price, order_fee,"
                + " open_date) VALUES (?, ?, 'buy', 'open', 3, ?, 24.95, ?)", account, symbol, price, OffsetDateTime.now());
        return db.queryForObject("SELECT MAX(order_id) FROM orders WHERE account_id = ?", Long.class, account);
    }

    private String status(long orderId) {
        return db.queryForObject("SELECT order_status FROM orders WHERE order_id = ?", String.class, orderId);
    }

    static String register(String user, String password, String openBalance) {
        return op("register", "userID", user, "password", password, "fullname", "Full " + user,
                "address", "1 Test St.", "email", user + "@example.com", "creditcard", "1234-5678",
                "openBalance", openBalance);
    }

    static String newUserId() {
        return "soap:" + UUID.randomUUID().toString().substring(0, 12);
    }

    private BigDecimal balance(String user) {
        return db.queryForObject("SELECT balance FROM account WHERE profile_user_id = ?", BigDecimal.class, user);
    }

    private int count(String column, String user) {
        return db.queryForObject("SELECT " + column + " FROM account WHERE profile_user_id = ?", Integer.class, user);
    }

    private void assertQuoteIsRow(Element quote, String symbol) {
        assertThat(names(quote)).isEqualTo(QUOTE);
        Map<String, Object> row = db.queryForMap("SELECT * FROM quote WHERE symbol = ?", symbol);
        assertThat(text(quote, "symbol")).isEqualTo(symbol);
        assertThat(text(quote, "companyName")).isEqualTo(row.get("company_name"));
        assertThat(text(quote, "price")).isEqualTo(((BigDecimal) row.get("price")).toPlainString());
        assertThat(text(quote, "open")).isEqualTo(((BigDecimal) row.get("open_price")).toPlainString());
        assertThat(text(quote, "low")).isEqualTo(((BigDecimal) row.get("low_price")).toPlainString());
        assertThat(text(quote, "high")).isEqualTo(((BigDecimal) row.get("high_price")).toPlainString());
        assertThat(Double.parseDouble(text(quote, "change"))).isEqualTo(((BigDecimal) row.get("price_change")).doubleValue());
        assertThat(Double.parseDouble(text(quote, "volume"))).isEqualTo(((BigDecimal) row.get("volume")).doubleValue());
    }

    private void assertAccountIsRow(Element account, String user) {
        assertThat(names(account)).isEqualTo(ACCOUNT);
        Map<String, Object> row = db.queryForMap("SELECT * FROM account WHERE profile_user_id = ?", user);
        assertThat(text(account, "accountID")).isEqualTo(String.valueOf(row.get("account_id")));
        assertThat(text(account, "loginCount")).isEqualTo(String.valueOf(row.get("login_count")));
        assertThat(text(account, "logoutCount")).isEqualTo(String.valueOf(row.get("logout_count")));
        assertThat(text(account, "balance")).isEqualTo(((BigDecimal) row.get("balance")).toPlainString());
        assertThat(text(account, "openBalance")).isEqualTo(((BigDecimal) row.get("open_balance")).toPlainString());
        assertThat(text(account, "profileID")).isEqualTo(user);
        assertThat(Instant.parse(text(account, "creationDate"))).isEqualTo(instant(row.get("creation_date")));
        Object lastLogin = row.get("last_login");
        if (lastLogin == null) {
            assertThat(Xml.child(account, "lastLogin").getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "nil"))
                    .isEqualTo("true");
        } else {
            assertThat(Instant.parse(text(account, "lastLogin"))).isEqualTo(instant(lastLogin));
        }
    }

    private static Instant instant(Object timestamp) {
        if (timestamp instanceof OffsetDateTime t) {
            return t.toInstant();
        }
        if (timestamp instanceof java.sql.Timestamp t) {
            return t.toInstant();
        }
        throw new AssertionError("Not a timestamp: " + timestamp + " (" + timestamp.getClass() + ")");
    }

    static List<String> names(Element e) {
        List<Element> children = Xml.children(e);
        assertThat(children).allSatisfy(c -> assertThat(c.getNamespaceURI()).as(c.getLocalName()).isEqualTo(TradeEnvelopes.NS));
        return children.stream().map(Element::getLocalName).toList();
    }

    static String text(Element e, String child) {
        return Xml.child(e, child).getTextContent();
    }
}
