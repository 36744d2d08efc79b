package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.soap.TradeEnvelopes.adminAuthorization;
import static org.bourse.trade.soap.TradeEnvelopes.basic;
import static org.bourse.trade.soap.TradeEnvelopes.envelope;
import static org.bourse.trade.soap.TradeEnvelopes.op;

import java.math.BigInteger;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import javax.sql.DataSource;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.TradeTables;
import org.bourse.trade.soap.TradeCalls.Fault;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Bad input to the Trade endpoint gets a clear fault quickly, changes nothing in the database (every
 * Trade row is fingerprinted before and after each test), and the server keeps serving.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {TradeEnvelopes.ADMIN_PASSWORD_SETTING, TradeEnvelopes.FRESH_MARKET_SUMMARY})
@ExtendWith(OutputCaptureExtension.class)
class TradeBadInputTest {

    /**
     * Generous, also on a busy machine: a fault must come back without reading or binding the whole
     * input.
     */
    static final Duration FAST = Duration.ofSeconds(15);
    static final String INT_RANGE = " does not fit an xsd:int (-2147483648 to 2147483647)";
    static final BigInteger TWO = BigInteger.TWO;
    static final String HOLDING_OF_UID_0 = "SELECT MIN(h.holding_id) FROM holding h JOIN account a"
            + " ON a.account_id = h.account_id WHERE a.profile_user_id = 'uid:0'";

    @LocalServerPort
    int port;

    @Autowired
    DataSource dataSource;

    Map<String, String> before;

    @BeforeEach
    void fingerprint() {
        before = TradeTables.fingerprint(dataSource);
    }

    @AfterEach
    void nothingChangedAndTheServerStillAnswers() {
        assertThat(TradeTables.fingerprint(dataSource)).isEqualTo(before);
        new TradeCalls(port).callVoid("isOnline", op("isOnline"));
    }

    // Not XML, not SOAP, not an operation

    @Test
    void malformedXmlIsRefused() {
        String envelope = op("getQuote", "symbol", "s:0").replace("</getQuote>", "");
        assertThat(client(envelope).string()).contains("Unexpected close tag");
    }

    @Test
    void notXmlAtAllIsRefused() {
        Fault fault = fault("this is not xml");
        assertThat(fault.string()).isNotBlank();
    }

    @Test
    void entityExpansionIsRefused() {
        String bomb = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">"
                + "<!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\">"
                + "<!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">]>"
                + envelope("<getQuote xmlns=\"" + TradeEnvelopes.NS + "\"><symbol>&lol3;</symbol></getQuote>")
                        .substring("<?xml version=\"1.0\" encoding=\"utf-8\"?>".length());
        assertThat(client(bomb).string()).contains("DTD").doesNotContain("lollol");
    }

    @Test
    void externalEntityIsNotResolved() {
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE s [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>"
                + envelope("<getQuote xmlns=\"" + TradeEnvelopes.NS + "\"><symbol>&x;</symbol></getQuote>")
                        .substring("<?xml version=\"1.0\" encoding=\"utf-8\"?>".length());
        assertThat(client(xxe).string()).contains("DTD");
    }

    @Test
    void unknownOperationIsRefused() {
        assertThat(client(op("getEverything")).string())
                .contains("{http://trade.samples.websphere.ibm.com}getEverything was not recognized");
    }

    @Test
    void soapActionNamingNoOperationIsRefused() {
        HttpResponse<byte[]> response = new SoapHttp(port).post(TradeEnvelopes.PATH, "\"urn:getQuote\"",
                op("getQuote", "symbol", "s:0"));
        Fault fault = TradeCalls.fault(response);
        assertThat(fault.code()).isEqualTo("Client");
        assertThat(fault.string()).isEqualTo("The given SOAPAction urn:getQuote does not match an operation.");
    }

    @Test
    void unknownChildElementIsRefused() {
        assertThat(client(op("getQuote", "symbol", "s:0", "extra", "1")).string()).contains("unexpected element");
    }

    // Wrong types, missing fields, bad quantities

    @Test
    void wrongTypesAreRefusedNamingTheTypes() {
        assertThat(client(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", "ten", "orderProcessingMode", "0"))
                .string()).contains("ten").contains("quantities xsd:double");
        assertThat(client(op("getHolding", "holdingID", "first")).string()).contains("Not a number: first")
                .contains("ids are xsd:int");
        assertThat(client(op("register", "userID", "x", "password", "p", "fullname", "f", "address", "a", "email", "e",
                "creditcard", "c", "openBalance", "lots")).string()).contains("amounts xsd:decimal");
    }

    @Test
    void missingFieldsAreNamed() {
        assertThat(invalid(op("getQuote"))).isEqualTo("symbol is required");
        assertThat(invalid(op("getAccountData"))).isEqualTo("userID is required");
        assertThat(invalid(op("getAccountData", "userID", null))).isEqualTo("userID is required");
        assertThat(invalid(op("sell", "userID", "uid:0", "orderProcessingMode", "0"))).isEqualTo("holdingID is required");
        assertThat(invalid(op("getHolding", "holdingID", null))).isEqualTo("holdingID is required");
        assertThat(invalid(op("orderCompleted", "userID", "uid:0"))).isEqualTo("orderID is required");
        assertThat(invalid(op("updateAccountProfile"))).isEqualTo("profileData is required");
        assertThat(invalid(op("register", "userID", "new:1", "fullname", "f", "openBalance", "10")))
                .isEqualTo("password is required");
        assertThat(invalid(op("register", "userID", "new:1", "password", "p")))
                .isEqualTo("openBalance is required");
        assertThat(invalid(op("buy", "userID", "uid:0", "symbol", "s:0"))).isEqualTo("quantity is required");
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "-0", "-0.0", "-5", "-0.0001", "NaN", "INF", "-INF"})
    void nonPositiveOrNonFiniteQuantitiesAreRefused(String quantity) {
        assertThat(invalid(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", quantity, "orderProcessingMode", "0")))
                .startsWith("quantity must be a positive number, was ");
        String holding = String.valueOf(holdingOfUid0());
        assertThat(invalid(op("sellEnhanced", "userID", "uid:0", "holdingID", holding, "quantity", quantity)))
                .startsWith("quantity must be a positive number, was ");
    }

    @Test
    void quantityAboveTheLimitIsRefused() {
        assertThat(invalid(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", "1e12", "orderProcessingMode", "0")))
                .contains("bourse.trade.max-order-quantity");
    }

    @Test
    void decimalsOfRunawayMagnitudeAreRefused() {
        assertThat(invalid(op("register", "userID", "new:2", "password", "p", "openBalance", "1E+999999999")))
                .isEqualTo("openBalance is out of range: at most 18 digits before and after the decimal point");
        assertThat(invalid(op("register", "userID", "new:2", "password", "p", "openBalance", "1E-999999999")))
                .startsWith("openBalance is out of range");
        assertThat(invalid(op("register", "userID", "new:2", "password", "p", "openBalance", "-1")))
                .startsWith("openBalance must be between 0 and");
    }

    // Numbers that do not fit their type: refused naming the element, never wrapped. JAXB's own reader
    // made holdingID 4294967336 (2^32 + 40) holding 40, which the user owned and which was sold.

    @Test
    void aHoldingIdThatDoesNotFitIsRefusedAndTheHoldingIsNotSold() {
        long holding = holdingOfUid0();
        BigInteger h = BigInteger.valueOf(holding);
        for (BigInteger id : new BigInteger[] {TWO.pow(32).add(h), TWO.pow(33).add(h), TWO.pow(31), TWO.pow(31).negate()
                .subtract(BigInteger.ONE), TWO.pow(63), TWO.pow(64).add(h)}) {
            assertThat(client(op("sell", "userID", "uid:0", "holdingID", id.toString(), "orderProcessingMode", "0"))
                    .string()).startsWith("Unmarshalling Error: holdingID: " + id + INT_RANGE);
            assertThat(client(op("sellEnhanced", "userID", "uid:0", "holdingID", id.toString(), "quantity", "1"))
                    .string()).startsWith("Unmarshalling Error: holdingID: " + id + INT_RANGE);
            assertThat(client(op("getHolding", "holdingID", id.toString())).string())
                    .startsWith("Unmarshalling Error: holdingID: " + id + INT_RANGE);
        }
        JdbcTemplate db = new JdbcTemplate(dataSource);
        assertThat(db.queryForObject("SELECT COUNT(*) FROM holding WHERE holding_id = ?", Integer.class, holding)).isOne();
        assertThat(db.queryForObject("SELECT COUNT(*) FROM orders WHERE holding_id = ? AND order_type = 'sell'",
                Integer.class, holding)).isZero();
    }

    @Test
    void anOrderIdOrModeThatDoesNotFitIsRefused() {
        long order = new JdbcTemplate(dataSource).queryForObject("SELECT MIN(order_id) FROM orders", Long.class);
        String wrapped = TWO.pow(32).add(BigInteger.valueOf(order)).toString();
        assertThat(client(op("orderCompleted", "userID", "uid:0", "orderID", wrapped)).string())
                .startsWith("Unmarshalling Error: orderID: " + wrapped + INT_RANGE);
        for (String operation : new String[] {"queueOrder", "completeOrder", "cancelOrder"}) {
            assertThat(client(op(operation, "orderID", wrapped, "twoPhase", "false"), "Authorization", adminAuthorization())
                    .string()).startsWith("Unmarshalling Error: orderID: " + wrapped + INT_RANGE);
        }
        assertThat(client(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", "1", "orderProcessingMode",
                "4294967296")).string()).startsWith("Unmarshalling Error: orderProcessingMode: 4294967296" + INT_RANGE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e400", "-1e400", "1e-400", "-2e308"})
    void aQuantityBeyondAnXsdDoubleIsRefused(String quantity) {
        assertThat(client(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", quantity, "orderProcessingMode", "0"))
                .string()).startsWith("Unmarshalling Error: quantity: " + quantity + " does not fit an xsd:double");
        assertThat(client(op("sellEnhanced", "userID", "uid:0", "holdingID", String.valueOf(holdingOfUid0()),
                "quantity", quantity)).string()).startsWith("Unmarshalling Error: quantity: " + quantity + " does not fit");
        assertThat(client(op("updateQuotePriceVolume", "symbol", "s:0", "newPrice", "1", "sharesTraded", quantity),
                "Authorization", adminAuthorization()).string())
                .startsWith("Unmarshalling Error: sharesTraded: " + quantity + " does not fit");
    }

    @Test
    void aHugeDecimalStringIsRefusedQuotedShort() {
        String huge = "1" + "0".repeat(20_000);
        assertThat(client(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", huge, "orderProcessingMode", "0"))
                .string()).startsWith("Unmarshalling Error: quantity: 10000000000000000000…0000000000 (20001 characters)"
                        + " does not fit an xsd:double");
        assertThat(client(op("getHolding", "holdingID", huge)).string())
                .startsWith("Unmarshalling Error: holdingID: 10000000000000000000…0000000000 (20001 characters)" + INT_RANGE);
    }

    @Test
    void moreDecimalsThanTheSchemaKeepsAreRefusedNotRounded() {
        assertThat(invalid(op("buy", "userID", "uid:0", "symbol", "s:0", "quantity", "1.00005", "orderProcessingMode", "0")))
                .isEqualTo("quantity 1.00005 has more than 4 decimal places; the schema keeps 4 and Bourse does not round");
        assertThat(invalid(op("sellEnhanced", "userID", "uid:0", "holdingID", String.valueOf(holdingOfUid0()),
                "quantity", "0.00001"))).startsWith("quantity 0.000010 has more than 4 decimal places");
        assertThat(invalid(op("register", "userID", "new:4", "password", "p", "openBalance", "10.005")))
                .isEqualTo("openBalance 10.005 has more than 2 decimal places; the schema keeps 2 and Bourse does not round");
        assertThat(invalid(op("updateQuotePriceVolume", "symbol", "s:0", "newPrice", "1", "sharesTraded", "1.00001"),
                "Authorization", adminAuthorization())).startsWith("sharesTraded 1.00001 has more than 4 decimal places");
        assertThat(invalid(op("createQuote", "symbol", "s:new", "companyName", "New", "price", "1.001"),
                "Authorization", adminAuthorization())).startsWith("price 1.001 has more than 2 decimal places");
    }

    // Unknown users, symbols, holdings; someone else's holding

    @Test
    void unknownUserIsRefused() {
        assertThat(reason(op("getAccountData", "userID", "nobody"), "UnknownUser")).isEqualTo("No user 'nobody'");
        assertThat(reason(op("getHoldings", "userID", "nobody"), "UnknownUser")).isEqualTo("No user 'nobody'");
        assertThat(reason(op("buy", "userID", "nobody", "symbol", "s:0", "quantity", "1", "orderProcessingMode", "0"),
                "UnknownUser")).isEqualTo("No user 'nobody'");
        assertThat(reason(op("logout", "userID", "nobody"), "UnknownUser")).isEqualTo("No user 'nobody'");
    }

    @Test
    void unknownSymbolIsRefused() {
        assertThat(reason(op("getQuote", "symbol", "s:nope"), "UnknownSymbol")).isEqualTo("No quote for symbol 's:nope'");
        assertThat(reason(op("buy", "userID", "uid:0", "symbol", "s:nope", "quantity", "1", "orderProcessingMode", "0"),
                "UnknownSymbol")).isEqualTo("No quote for symbol 's:nope'");
    }

    @Test
    void unknownHoldingIsRefused() {
        assertThat(reason(op("getHolding", "holdingID", "2147483647"), "HoldingNotFound"))
                .isEqualTo("Holding 2147483647 not found");
        assertThat(reason(op("sell", "userID", "uid:0", "holdingID", "-1", "orderProcessingMode", "0"), "HoldingNotFound"))
                .startsWith("Holding -1 not found for user 'uid:0'");
    }

    @Test
    void someoneElsesHoldingCannotBeSold() {
        String holding = String.valueOf(holdingOfUid0());
        assertThat(reason(op("sell", "userID", "uid:1", "holdingID", holding, "orderProcessingMode", "0"),
                "HoldingNotFound")).startsWith("Holding " + holding + " not found for user 'uid:1'");
        assertThat(reason(op("sellEnhanced", "userID", "uid:1", "holdingID", holding, "quantity", "1"),
                "HoldingNotFound")).startsWith("Holding " + holding + " not found for user 'uid:1'");
    }

    @Test
    void someoneElsesOrderCannotBeMarkedCompleted() {
        long order = new JdbcTemplate(dataSource).queryForObject(
                "SELECT MIN(o.order_id) FROM orders o JOIN account a ON a.account_id = o.account_id"
                        + " WHERE a.profile_user_id = 'uid:0'", Long.class);
        assertThat(reason(op("orderCompleted", "userID", "uid:1", "orderID", String.valueOf(order)), "OrderNotFound"))
                .isEqualTo("Order " + order + " is not a closed order of user 'uid:1'");
    }

    @Test
    void duplicateRegistrationIsRefused() {
        assertThat(reason(op("register", "userID", "uid:0", "password", "p", "openBalance", "10"), "DuplicateUser"))
                .isEqualTo("User 'uid:0' already exists");
    }

    @Test
    void wrongPasswordIsRefusedAndNeverLogged(CapturedOutput output) {
        assertThat(reason(op("login", "userID", "uid:0", "password", "Wr0ng-Passw0rd"), "LoginFailed"))
                .isEqualTo("Login failed for user 'uid:0': unknown user or wrong password");
        assertThat(reason(op("login", "userID", "nobody", "password", "Wr0ng-Passw0rd"), "LoginFailed"))
                .isEqualTo("Login failed for user 'nobody': unknown user or wrong password");
        assertThat(output.getAll()).doesNotContain("Wr0ng-Passw0rd");
    }

    // Over-long and hostile text

    @Test
    void overLongFieldsAreRefusedByTheService() {
        String longId = "u".repeat(251);
        assertThat(invalid(op("getAccountData", "userID", longId))).isEqualTo("userID is longer than 250 characters");
        assertThat(invalid(op("register", "userID", "new:3", "password", "p", "fullname", "f".repeat(251),
                "openBalance", "10"))).isEqualTo("fullName is longer than 250 characters");
    }

    @Test
    void farTooLongTextIsStoppedByTheParser() {
        assertThat(client(op("getQuote", "symbol", "s".repeat(40_000))).string())
                .isEqualTo("Unmarshalling Error: Text size limit (32768) exceeded (bourse.trade.soap.limits.max-text-length)");
    }

    @Test
    void tooDeepOrTooManyElementsAreStoppedByTheParser() {
        String deep = "<a>".repeat(40) + "</a>".repeat(40);
        assertThat(client(withHeader(deep)).string())
                .endsWith("Maximum Element Depth limit (32) Exceeded (bourse.trade.soap.limits.max-element-depth)");
        String many = "<a/>".repeat(2000);
        assertThat(client(withHeader(many)).string())
                .endsWith("Maximum Element Count limit (1000) Exceeded (bourse.trade.soap.limits.max-elements)");
    }

    @Test
    void injectionAttemptsAreJustUnknownValues() {
        assertThat(reason(op("getQuote", "symbol", "s:0' OR '1'='1"), "UnknownSymbol"))
                .isEqualTo("No quote for symbol 's:0' OR '1'='1'");
        assertThat(reason(op("getAccountData", "userID", "x'; DROP TABLE account; --"), "UnknownUser"))
                .isEqualTo("No user 'x'; DROP TABLE account; --'");
        HttpResponse<byte[]> response = new TradeCalls(port).post(op("getQuote", "symbol", "&lt;script&gt;alert(1)&lt;/script&gt;"));
        assertThat(TradeCalls.text(response)).doesNotContain("<script>").contains("&lt;script>");
    }

    // Admin operations without the admin's credentials

    static final String[] ADMIN_OPERATIONS = {
        op("resetTrade", "deleteAll", "true"),
        op("createQuote", "symbol", "evil", "companyName", "Evil", "price", "1"),
        op("updateQuotePriceVolume", "symbol", "s:0", "newPrice", "100", "sharesTraded", "1"),
        op("queueOrder", "orderID", "1", "twoPhase", "false"),
        op("completeOrder", "orderID", "1", "twoPhase", "false"),
        op("cancelOrder", "orderID", "1", "twoPhase", "false"),
    };

    @Test
    void adminOperationsNeedTheAdminCredentials() {
        String[][] wrong = {
            {},
            {"Authorization", basic("admin", "guess")},
            {"Authorization", basic("root", TradeEnvelopes.ADMIN_PASSWORD)},
            {"Authorization", basic("admin", TradeEnvelopes.ADMIN_PASSWORD + "x")},
            {"Authorization", "Bearer " + TradeEnvelopes.ADMIN_PASSWORD},
            {"Authorization", "Basic !!!not-base64"},
        };
        for (String envelope : ADMIN_OPERATIONS) {
            for (String[] headers : wrong) {
                Fault fault = fault(envelope, headers);
                assertThat(fault.code()).isEqualTo("Client");
                assertThat(fault.reason()).isEqualTo("NotAllowed");
                assertThat(fault.string()).startsWith("admin credentials required");
            }
        }
    }

    @Test
    void adminCredentialsDoNotExcuseBadInput() {
        Fault fault = fault(op("completeOrder", "orderID", "2147483647", "twoPhase", "false"),
                "Authorization", adminAuthorization());
        assertThat(fault.code()).isEqualTo("Client");
        assertThat(fault.string()).isEqualTo("Order 2147483647 does not exist");
        assertThat(invalid(op("createQuote", "symbol", "s:0", "companyName", "dup", "price", "1"),
                "Authorization", adminAuthorization())).isEqualTo("Quote 's:0' already exists");
    }

    // Helpers

    private static String withHeader(String headerContent) {
        return "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header>"
                + headerContent + "</soapenv:Header><soapenv:Body><isOnline xmlns=\"" + TradeEnvelopes.NS + "\"/>"
                + "</soapenv:Body></soapenv:Envelope>";
    }

    private long holdingOfUid0() {
        return new JdbcTemplate(dataSource).queryForObject(HOLDING_OF_UID_0, Long.class);
    }

    private Fault fault(String envelope, String... headers) {
        long start = System.nanoTime();
        Fault fault = new TradeCalls(port).fault(envelope, headers);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(FAST);
        return fault;
    }

    private Fault client(String envelope, String... headers) {
        Fault fault = fault(envelope, headers);
        assertThat(fault.code()).as(fault.string()).isEqualTo("Client");
        return fault;
    }

    /** The fault string of a soap:Client fault the services raised as InvalidInput. */
    private String invalid(String envelope, String... headers) {
        return reason(envelope, "InvalidInput", headers);
    }

    private String reason(String envelope, String reason, String... headers) {
        Fault fault = client(envelope, headers);
        assertThat(fault.reason()).as(fault.string()).isEqualTo(reason);
        return fault.string();
    }
}
