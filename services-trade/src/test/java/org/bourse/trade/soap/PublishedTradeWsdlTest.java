package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.List;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.WsdlSignature;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/** {@code ?wsdl} publishes the committed Trade contract, with the address the request came to. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {TradeEnvelopes.ADMIN_PASSWORD_SETTING, TradeEnvelopes.FRESH_MARKET_SUMMARY})
class PublishedTradeWsdlTest {

    static final List<String> OPERATIONS = List.of("getMarketSummary", "buy", "sell", "queueOrder", "completeOrder",
            "cancelOrder", "orderCompleted", "getOrders", "getClosedOrders", "createQuote", "getQuote", "getAllQuotes",
            "updateQuotePriceVolume", "getHoldings", "getHolding", "getAccountData", "getAccountProfileData",
            "updateAccountProfile", "login", "logout", "register", "resetTrade", "getQuotes", "getTopOrders",
            "sellEnhanced", "isOnline");

    @LocalServerPort
    int port;

    @Test
    void publishedWsdlIsTheCommittedOneWithItsOwnAddress() throws IOException {
        HttpResponse<byte[]> response = new SoapHttp(port).get(TradeEnvelopes.PATH + "?wsdl");
        assertThat(response.statusCode()).isEqualTo(200);
        Element published = Xml.parse(response.body()).getDocumentElement();

        Element committed;
        try (InputStream in = getClass().getResourceAsStream("/wsdl/TradeServices.wsdl")) {
            committed = Xml.parse(in.readAllBytes()).getDocumentElement();
        }
        WsdlSignature.setAddress(committed, "http://127.0.0.1:" + port + TradeEnvelopes.PATH);

        assertThat(WsdlSignature.of(published)).isEqualTo(WsdlSignature.of(committed));
    }

    @Test
    void theContractHasEveryTradeOperationWithAnEmptySoapAction() throws IOException {
        Element wsdl;
        try (InputStream in = getClass().getResourceAsStream("/wsdl/TradeServices.wsdl")) {
            wsdl = Xml.parse(in.readAllBytes()).getDocumentElement();
        }
        assertThat(wsdl.getAttribute("targetNamespace")).isEqualTo(TradeEnvelopes.NS);
        Element binding = Xml.child(wsdl, "binding");
        assertThat(binding.getAttribute("name")).isEqualTo("TradeWSServicesSoapBinding");
        assertThat(Xml.child(wsdl, "portType").getAttribute("name")).isEqualTo("TradeWSServices");
        List<Element> operations = Xml.children(binding).stream().filter(e -> "operation".equals(e.getLocalName())).toList();
        assertThat(operations).extracting(e -> e.getAttribute("name")).containsExactlyInAnyOrderElementsOf(OPERATIONS);
        assertThat(operations).allSatisfy(op -> assertThat(Xml.child(op, "operation").getAttribute("soapAction")).isEmpty());
        Element schema = Xml.child(Xml.child(wsdl, "types"), "schema");
        assertThat(schema.getAttribute("elementFormDefault")).isEqualTo("qualified");
    }
}
