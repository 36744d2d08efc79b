package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.soap.TradeEnvelopes.op;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.xml.ws.BindingProvider;
import jakarta.xml.ws.WebServiceException;

import org.apache.cxf.binding.soap.SoapFault;
import org.bourse.testing.Xml;
import org.bourse.trade.geronimoclient.AccountDataBean;
import org.bourse.trade.geronimoclient.AccountProfileDataBean;
import org.bourse.trade.geronimoclient.HoldingDataBean;
import org.bourse.trade.geronimoclient.MarketSummaryDataBeanWS;
import org.bourse.trade.geronimoclient.OrderDataBean;
import org.bourse.trade.geronimoclient.QuoteDataBean;
import org.bourse.trade.geronimoclient.RunStatsDataBean;
import org.bourse.trade.geronimoclient.Trade;
import org.bourse.trade.geronimoclient.TradeWSServices;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/**
 * A CXF JAX-WS client generated at build time from a Trade WSDL in Apache Geronimo DayTrader's namespace
 * ({@code http://daytrader.samples.geronimo.apache.org}: Bourse's published WSDL renamed, which is what
 * Geronimo's own TradeServices.wsdl is; app/pom.xml) completes every operation unchanged: its requests
 * are read in that namespace and its answers come back in it. Raw envelopes check the bytes.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {TradeEnvelopes.ADMIN_PASSWORD_SETTING, TradeEnvelopes.FRESH_MARKET_SUMMARY})
class GeronimoClientTest {

    static final String GERONIMO = "http://daytrader.samples.geronimo.apache.org";

    @LocalServerPort
    int port;

    @Test
    void everyUserOperationRoundTrips() {
        TradeWSServices trade = client(null, null);
        String user = "geronimo:" + UUID.randomUUID().toString().substring(0, 8);

        AccountDataBean registered = trade.register(user, "pw1", "Client User", "2 Client St.", "c@example.com",
                "9-9-9-9", new BigDecimal("50000.00"));
        assertThat(registered.getProfileID()).isEqualTo(user);
        assertThat(registered.getBalance()).isEqualTo(new BigDecimal("50000.00"));
        assertThat(registered.getCreationDate()).isNotNull();

        AccountDataBean loggedIn = trade.login(user, "pw1");
        assertThat(loggedIn.getLoginCount()).isEqualTo(1);
        assertThat(loggedIn.getAccountID()).isEqualTo(registered.getAccountID());
        assertThat(trade.getAccountData(user).getLastLogin()).isEqualTo(loggedIn.getLastLogin());

        AccountProfileDataBean profile = trade.getAccountProfileData(user);
        assertThat(profile.getFullName()).isEqualTo("Client User");
        assertThat(profile.getPassword()).isNull();
        profile.setEmail("changed@example.com");
        profile.setPassword("pw2");
        AccountProfileDataBean updated = trade.updateAccountProfile(profile);
        assertThat(updated.getEmail()).isEqualTo("changed@example.com");
        assertThat(updated.getPassword()).isNull();
        assertThat(trade.login(user, "pw2").getLoginCount()).isEqualTo(2);

        QuoteDataBean quote = trade.getQuote("s:8");
        assertThat(quote.getSymbol()).isEqualTo("s:8");
        assertThat(quote.getCompanyName()).isEqualTo("S8 Incorporated");
        assertThat(trade.getQuotes("s:8 s:9").getQuoteDataBean()).extracting(QuoteDataBean::getSymbol)
                .containsExactly("s:8", "s:9");
        assertThat(trade.getAllQuotes().getQuoteDataBean()).hasSizeGreaterThanOrEqualTo(100);
        MarketSummaryDataBeanWS summary = trade.getMarketSummary();
        assertThat(summary.getTSIA()).isPositive();
        assertThat(summary.getTopGainers().getQuoteDataBean()).hasSizeBetween(1, 5);
        assertThat(summary.getSummaryDate()).isNotNull();

        OrderDataBean buy = trade.buy(user, "s:8", 12, 0);
        assertThat(buy.getOrderType()).isEqualTo("buy");
        assertThat(buy.getOrderStatus()).isEqualTo("closed");
        assertThat(buy.getQuantity()).isEqualTo(12.0);
        assertThat(buy.getPrice()).isEqualTo(quote.getPrice());
        assertThat(buy.getOrderFee()).isEqualTo(new BigDecimal("24.95"));
        trade.buy(user, "s:9", 5, 0);

        List<HoldingDataBean> holdings = trade.getHoldings(user).getHoldingDataBean();
        assertThat(holdings).extracting(HoldingDataBean::getQuoteID).containsExactlyInAnyOrder("s:8", "s:9");
        HoldingDataBean s8 = holdings.stream().filter(h -> h.getQuoteID().equals("s:8")).findFirst().orElseThrow();
        assertThat(trade.getHolding(s8.getHoldingID())).usingRecursiveComparison().isEqualTo(s8);
        HoldingDataBean s9 = holdings.stream().filter(h -> h.getQuoteID().equals("s:9")).findFirst().orElseThrow();

        OrderDataBean partial = trade.sellEnhanced(user, s8.getHoldingID(), 2);
        assertThat(partial.getOrderType()).isEqualTo("sell");
        assertThat(partial.getQuantity()).isEqualTo(2.0);
        OrderDataBean sell = trade.sell(user, s9.getHoldingID(), 0);
        assertThat(sell.getQuantity()).isEqualTo(5.0);
        assertThat(trade.getHoldings(user).getHoldingDataBean()).singleElement()
                .satisfies(h -> assertThat(h.getQuantity()).isEqualTo(10.0));

        List<OrderDataBean> orders = trade.getOrders(user).getOrderDataBean();
        assertThat(orders).extracting(OrderDataBean::getOrderID).first().isEqualTo(sell.getOrderID());
        assertThat(orders).hasSize(4);
        assertThat(trade.getTopOrders(user).getOrderDataBean()).hasSize(4);
        trade.orderCompleted(user, orders.get(orders.size() - 1).getOrderID());
        assertThat(trade.getClosedOrders(user).getOrderDataBean()).hasSize(3)
                .allSatisfy(o -> assertThat(o.getOrderStatus()).isEqualTo("closed"));
        assertThat(trade.getClosedOrders(user).getOrderDataBean()).isEmpty();

        trade.isOnline();
        assertThat(trade.logout(user)).isTrue();
        assertThat(trade.getAccountData(user).getLogoutCount()).isEqualTo(1);
    }

    @Test
    void adminOperationsRoundTripWithTheAdminCredentials() {
        TradeWSServices admin = client(TradeEnvelopes.ADMIN_USER, TradeEnvelopes.ADMIN_PASSWORD);
        String symbol = "c:" + UUID.randomUUID().toString().substring(0, 8);
        QuoteDataBean created = admin.createQuote(symbol, "Client Co", new BigDecimal("12.00"));
        assertThat(created.getPrice()).isEqualTo(new BigDecimal("12.00"));
        assertThat(created.getVolume()).isZero();
        QuoteDataBean moved = admin.updateQuotePriceVolume(symbol, new BigDecimal("0.5"), 10);
        assertThat(moved.getPrice()).isEqualTo(new BigDecimal("6.00"));
        assertThat(moved.getVolume()).isEqualTo(10.0);

        assertThat(clientFault(() -> admin.completeOrder(Integer.MAX_VALUE, false)))
                .isEqualTo("Order 2147483647 does not exist");
        assertThat(clientFault(() -> admin.cancelOrder(Integer.MAX_VALUE, false)))
                .isEqualTo("Order 2147483647 does not exist");
        assertThat(clientFault(() -> admin.queueOrder(Integer.MAX_VALUE, false)))
                .isEqualTo("Order 2147483647 does not exist");

        RunStatsDataBean stats = admin.resetTrade(false);
        assertThat(stats.getTradeUserCount()).isEqualTo(200);
        assertThat(stats.getTradeStockCount()).isGreaterThanOrEqualTo(100);
        assertThat(clientFault(() -> admin.getQuote(symbol))).isEqualTo("No quote for symbol '" + symbol + "'");
    }

    @Test
    void faultsReachTheClientAsSoapFaults() {
        TradeWSServices anonymous = client(null, null);
        assertThat(clientFault(() -> anonymous.getAccountData("nobody"))).isEqualTo("No user 'nobody'");
        assertThat(clientFault(() -> anonymous.resetTrade(true))).startsWith("admin credentials required");
        assertThat(clientFault(() -> anonymous.buy("uid:0", "s:0", -1, 0)))
                .isEqualTo("quantity must be a positive number, was -1.0");
    }

    @Test
    void aGeronimoRequestIsAnsweredInGeronimosNamespaceAndATradeOneInTrades() {
        TradeCalls geronimo = new TradeCalls(port, TradeEnvelopes.SOAP_ACTION, GERONIMO);
        String request = op("getQuote", "symbol", "s:3").replace(TradeEnvelopes.NS, GERONIMO);
        HttpResponse<byte[]> raw = geronimo.post(request);
        assertThat(TradeCalls.text(raw)).contains(GERONIMO).doesNotContain(TradeEnvelopes.NS);
        Element quote = geronimo.call("getQuote", request);
        assertThat(Xml.children(quote)).extracting(Element::getNamespaceURI).containsOnly(GERONIMO);
        assertThat(Xml.child(quote, "symbol").getTextContent()).isEqualTo("s:3");
        // The next request on the same server, in the Trade namespace, is answered in it.
        Element trade = new TradeCalls(port).call("getQuote", op("getQuote", "symbol", "s:3"));
        assertThat(Xml.children(trade)).extracting(Element::getNamespaceURI).containsOnly(TradeEnvelopes.NS);
    }

    @Test
    void aGeronimoRequestsFaultCarriesTheTypedDetail() {
        TradeCalls.Fault fault = new TradeCalls(port, TradeEnvelopes.SOAP_ACTION, GERONIMO)
                .fault(op("getAccountData", "userID", "nobody").replace(TradeEnvelopes.NS, GERONIMO));
        assertThat(fault.code()).isEqualTo("Client");
        assertThat(fault.string()).isEqualTo("No user 'nobody'");
        assertThat(fault.reason()).isEqualTo("UnknownUser");
        assertThat(fault.values()).isEqualTo(Map.of("userID", "nobody"));
    }

    private TradeWSServices client(String user, String password) {
        TradeWSServices soap = new Trade().getTradeWSServices();
        var context = ((BindingProvider) soap).getRequestContext();
        context.put(BindingProvider.ENDPOINT_ADDRESS_PROPERTY, "http://127.0.0.1:" + port + TradeEnvelopes.PATH);
        if (user != null) {
            context.put(BindingProvider.USERNAME_PROPERTY, user);
            context.put(BindingProvider.PASSWORD_PROPERTY, password);
        }
        return soap;
    }

    /**
     * Without a SAAJ implementation on the classpath CXF reports a fault as a plain
     * WebServiceException carrying the SoapFault.
     */
    private static String clientFault(Runnable call) {
        WebServiceException e = assertThrows(WebServiceException.class, call::run);
        assertThat(e).hasRootCauseInstanceOf(SoapFault.class);
        SoapFault fault = (SoapFault) e.getCause();
        assertThat(fault.getFaultCode().getLocalPart()).isEqualTo("Client");
        return fault.getMessage();
    }
}
