package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.soap.TradeEnvelopes.op;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/**
 * Envelopes as a .NET StockTrader client built from its WCF contract sends them: the Trade namespace,
 * and a SOAPAction per operation, either the bare operation name ({@code "buy"}) or WCF's default
 * ({@code "http://trade.samples.websphere.ibm.com/ITradeServices/login"}) — and StockTrader 6's
 * {@code getHolding(userID, holdingID)}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {TradeEnvelopes.ADMIN_PASSWORD_SETTING, TradeEnvelopes.FRESH_MARKET_SUMMARY})
class StockTraderActionsTest {

    static final String WCF_DEFAULT = "http://trade.samples.websphere.ibm.com/ITradeServices/";

    @LocalServerPort
    int port;

    /** A journey over every StockTrader operation, each with its action in the form given. */
    @ParameterizedTest
    @ValueSource(strings = {"", WCF_DEFAULT})
    void everyOperationAnswersItsAction(String prefix) {
        String user = TradeEnvelopeTest.newUserId();
        Element account = call(prefix, "register", TradeEnvelopeTest.register(user, "pw", "100000.00"));
        assertThat(text(account, "profileID")).isEqualTo(user);
        assertThat(text(call(prefix, "login", op("login", "userID", user, "password", "pw")), "loginCount"))
                .isEqualTo("1");
        assertThat(text(call(prefix, "getAccountData", op("getAccountData", "userID", user)), "balance"))
                .isEqualTo("100000.00");
        Element profile = call(prefix, "getAccountProfileData", op("getAccountProfileData", "userID", user));
        assertThat(text(profile, "fullName")).isEqualTo("Full " + user);
        Element updated = call(prefix, "updateAccountProfile", TradeEnvelopes.envelope(
                "<updateAccountProfile xmlns=\"" + TradeEnvelopes.NS + "\"><profileData><userID>" + user
                        + "</userID><password xsi:nil=\"true\"/><fullName>Renamed</fullName><address>a</address>"
                        + "<email>e@example.com</email><creditCard>c</creditCard></profileData></updateAccountProfile>"));
        assertThat(text(updated, "fullName")).isEqualTo("Renamed");

        assertThat(text(call(prefix, "getQuote", op("getQuote", "symbol", "s:4")), "symbol")).isEqualTo("s:4");
        assertThat(Xml.children(call(prefix, "getQuotes", op("getQuotes", "symbols", "s:4 s:5")))).hasSize(2);
        assertThat(Xml.children(call(prefix, "getMarketSummary", op("getMarketSummary")))).hasSize(6);

        Element bought = call(prefix, "buy", op("buy", "userID", user, "symbol", "s:4", "quantity", "10",
                "orderProcessingMode", "0"));
        assertThat(text(bought, "orderType")).isEqualTo("buy");
        call(prefix, "buy", op("buy", "userID", user, "symbol", "s:5", "quantity", "3", "orderProcessingMode", "0"));
        List<Element> holdings = Xml.children(call(prefix, "getHoldings", op("getHoldings", "userID", user)));
        assertThat(holdings).hasSize(2);
        String s4 = holdingOf(holdings, "s:4");
        String s5 = holdingOf(holdings, "s:5");
        Element holding = call(prefix, "getHolding", op("getHolding", "userID", user, "holdingID", s4));
        assertThat(text(holding, "holdingID")).isEqualTo(s4);
        assertThat(text(holding, "quoteID")).isEqualTo("s:4");
        Element partial = call(prefix, "sellEnhanced", op("sellEnhanced", "userID", user, "holdingID", s4,
                "quantity", "4"));
        assertThat(text(partial, "quantity")).isEqualTo("4.0");
        Element sold = call(prefix, "sell", op("sell", "userID", user, "holdingID", s5, "orderProcessingMode", "0"));
        assertThat(text(sold, "quantity")).isEqualTo("3.0");

        assertThat(Xml.children(call(prefix, "getOrders", op("getOrders", "userID", user)))).hasSize(4);
        assertThat(Xml.children(call(prefix, "getTopOrders", op("getTopOrders", "userID", user)))).hasSize(4);
        assertThat(Xml.children(call(prefix, "getClosedOrders", op("getClosedOrders", "userID", user)))).hasSize(4);
        assertThat(call(prefix, "logout", op("logout", "userID", user)).getTextContent()).isEqualTo("true");
    }

    @Test
    void isOnlineWithStockTradersOneWayActionIsAcceptedWithoutABody() {
        HttpResponse<byte[]> response = post("\"isOnline\"", op("isOnline"));
        assertThat(response.statusCode()).as(TradeCalls.text(response)).isEqualTo(202);
        assertThat(response.body()).isEmpty();
        // The Trade contract's own empty action still answers isOnlineResponse.
        HttpResponse<byte[]> trade = post("\"\"", op("isOnline"));
        assertThat(trade.statusCode()).isEqualTo(200);
        assertThat(Xml.bodyContent(Xml.parse(trade.body())).getLocalName()).isEqualTo("isOnlineResponse");
    }

    @Test
    void getHoldingWithAUserAnswersOnlyThatUsersHolding() {
        String owner = TradeEnvelopeTest.newUserId();
        String other = TradeEnvelopeTest.newUserId();
        TradeCalls soap = new TradeCalls(port);
        soap.call("register", TradeEnvelopeTest.register(owner, "pw", "10000.00"));
        soap.call("register", TradeEnvelopeTest.register(other, "pw", "10000.00"));
        soap.call("buy", op("buy", "userID", owner, "symbol", "s:6", "quantity", "2", "orderProcessingMode", "0"));
        String holding = text(Xml.children(soap.call("getHoldings", op("getHoldings", "userID", owner))).get(0),
                "holdingID");

        // The Trade 6.1 form (no user) and StockTrader's, by the body alone (empty action) too.
        assertThat(text(soap.call("getHolding", op("getHolding", "holdingID", holding)), "quoteID")).isEqualTo("s:6");
        assertThat(text(soap.call("getHolding", op("getHolding", "userID", owner, "holdingID", holding)), "quoteID"))
                .isEqualTo("s:6");

        TradeCalls.Fault notTheirs = soap.fault(op("getHolding", "userID", other, "holdingID", holding));
        assertThat(notTheirs.code()).isEqualTo("Client");
        assertThat(notTheirs.string()).isEqualTo("Holding " + holding + " not found for user '" + other
                + "' (already sold, being sold, or not theirs)");
        assertThat(notTheirs.reason()).isEqualTo("HoldingNotFound");
        assertThat(notTheirs.values()).isEqualTo(Map.of("userID", other, "holdingID", holding));
        // A holding that does not exist reads the same as someone else's.
        assertThat(soap.fault(op("getHolding", "userID", other, "holdingID", "2147483000")).string())
                .isEqualTo("Holding 2147483000 not found for user '" + other
                        + "' (already sold, being sold, or not theirs)");
        TradeCalls.Fault nobody = soap.fault(op("getHolding", "userID", "nobody:x", "holdingID", holding));
        assertThat(nobody.string()).isEqualTo("No user 'nobody:x'");
        assertThat(nobody.values()).isEqualTo(Map.of("userID", "nobody:x"));
    }

    @Test
    void anActionNamingAnotherOperationThanTheBodyIsRefused() {
        TradeCalls.Fault fault = TradeCalls.fault(post("\"buy\"", op("getQuote", "symbol", "s:0")));
        assertThat(fault.code()).isEqualTo("Client");
        assertThat(fault.string()).contains("getQuote").contains("buy");
        TradeCalls.Fault wcf = TradeCalls.fault(post("\"" + WCF_DEFAULT + "login\"", op("getQuote", "symbol", "s:0")));
        assertThat(wcf.code()).isEqualTo("Client");
        assertThat(wcf.string()).contains("getQuote").contains("login");
    }

    @Test
    void otherActionsAreRefusedAsBefore() {
        TradeCalls.Fault fault = TradeCalls.fault(post("\"" + WCF_DEFAULT + "getEverything\"",
                op("getQuote", "symbol", "s:0")));
        assertThat(fault.code()).isEqualTo("Client");
        assertThat(fault.string()).isEqualTo("The given SOAPAction " + WCF_DEFAULT
                + "getEverything does not match an operation.");
    }

    private Element call(String prefix, String operation, String envelope) {
        return new TradeCalls(port, "\"" + prefix + operation + "\"", TradeEnvelopes.NS).call(operation, envelope);
    }

    private HttpResponse<byte[]> post(String soapAction, String envelope) {
        return new SoapHttp(port).post(TradeEnvelopes.PATH, soapAction, envelope);
    }

    private static String holdingOf(List<Element> holdings, String symbol) {
        return holdings.stream().filter(h -> symbol.equals(text(h, "quoteID"))).map(h -> text(h, "holdingID"))
                .findFirst().orElseThrow();
    }

    private static String text(Element parent, String child) {
        return Xml.child(parent, child).getTextContent();
    }
}
