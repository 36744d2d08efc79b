package org.bourse.trade.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.URI;
import java.net.ConnectException;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;

import jakarta.xml.ws.WebServiceException;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.bourse.trade.TradeException;
import org.bourse.trade.soap.TradeFaultDetail;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Every TradeException the services throw comes back from a fault as the same class with the same message,
 * rebuilt from the typed values in the fault's detail.
 */
class RemoteFaultsTest {

    final RemoteFaults faults = new RemoteFaults(URI.create("http://127.0.0.1:1/services/TradeWSServices"));

    static List<TradeException> thrown() {
        return List.of(
                new TradeException.UnknownUser("uid:7"),
                new TradeException.UnknownUser("it's 'quoted' (odd)"),
                new TradeException.LoginFailed("uid:7"),
                new TradeException.DuplicateUser("ru:1"),
                new TradeException.UnknownSymbol("s:0' OR '1'='1"),
                new TradeException.HoldingNotFound("uid:3", 42),
                new TradeException.HoldingNotFound(42),
                new TradeException.OrderNotFound(17, "is not open (closed)"),
                new TradeException.OrderNotFound(17, "is not a closed order of user 'uid:1'"),
                new TradeException.InsufficientFunds("uid:2", new BigDecimal("12345.67")),
                new TradeException.InvalidInput("quantity must be positive, was -1"),
                new TradeException.NotAllowed("admin credentials required"),
                new TradeException.Busy("buy gave up after 5 attempts under contention; nothing was changed, try again",
                        new RuntimeException()),
                new TradeException("Quote 's:0' already exists"));
    }

    @ParameterizedTest
    @MethodSource("thrown")
    void aBourseFaultIsRebuiltAsTheSameException(TradeException original) {
        TradeException rebuilt = faults.toTradeException(asReceived(original));
        assertThat(rebuilt).isExactlyInstanceOf(original.getClass()).hasMessage(original.getMessage());
    }

    @Test
    void aFaultWithoutBoursesDetailIsAPlainTradeExceptionWithItsMessage() {
        SoapFault fault = new SoapFault("Trade failure: unknown symbol", Fault.FAULT_CODE_SERVER);
        TradeException e = faults.toTradeException(new WebServiceException(fault.getMessage(), fault));
        assertThat(e).isExactlyInstanceOf(TradeException.class).hasMessage("Trade failure: unknown symbol");
    }

    @Test
    void aReasonWhoseMessageDoesNotFitIsAPlainTradeException() {
        TradeException e = faults.toTradeException(received("UnknownUser", "something else entirely"));
        assertThat(e).isExactlyInstanceOf(TradeException.class).hasMessage("something else entirely");
        assertThat(faults.toTradeException(received("SomethingNew", "new failure")))
                .isExactlyInstanceOf(TradeException.class).hasMessage("new failure");
    }

    @Test
    void aTransportFailureSaysWhereAndWhy() {
        TradeException e = faults.toTradeException(new WebServiceException("Could not send Message.",
                new ConnectException("Connection refused")));
        assertThat(e).isExactlyInstanceOf(TradeException.class)
                .hasMessage("The Trade services at http://127.0.0.1:1/services/TradeWSServices could not be reached:"
                        + " Connection refused");
    }

    @Test
    void theValuesComeFromTheDetailsAttributes() {
        TradeException.HoldingNotFound sent = new TradeException.HoldingNotFound("uid:3", 42);
        TradeException rebuilt = faults.toTradeException(asReceived(sent));
        assertThat(rebuilt).isInstanceOfSatisfying(TradeException.HoldingNotFound.class, h -> {
            assertThat(h.userId()).isEqualTo("uid:3");
            assertThat(h.holdingId()).isEqualTo(42);
        });
        TradeException funds = faults.toTradeException(
                asReceived(new TradeException.InsufficientFunds("uid:2", new BigDecimal("1024.95"))));
        assertThat(funds).isInstanceOfSatisfying(TradeException.InsufficientFunds.class,
                f -> assertThat(f.needed()).isEqualByComparingTo("1024.95"));
    }

    @Test
    void aReasonWithoutItsValuesIsAPlainTradeException() {
        // An older Bourse node sent the reason alone: the message is kept, nothing is guessed from it.
        TradeException e = faults.toTradeException(received("UnknownUser", Map.of(), "No user 'uid:7'"));
        assertThat(e).isExactlyInstanceOf(TradeException.class).hasMessage("No user 'uid:7'");
        TradeException order = faults.toTradeException(received("OrderNotFound",
                Map.of(TradeFaultDetail.ORDER_ID, "x17", TradeFaultDetail.PROBLEM, "does not exist"),
                "Order 17 does not exist"));
        assertThat(order).isExactlyInstanceOf(TradeException.class).hasMessage("Order 17 does not exist");
    }

    /** What the CXF client throws for a fault a Bourse endpoint sent for {@code e}. */
    static WebServiceException asReceived(TradeException e) {
        return received(TradeFaultDetail.reasonOf(e), TradeFaultDetail.valuesOf(e), e.getMessage());
    }

    static WebServiceException received(String reason, String message) {
        return received(reason, Map.of(), message);
    }

    static WebServiceException received(String reason, Map<String, String> values, String message) {
        SoapFault fault = new SoapFault(message, Fault.FAULT_CODE_CLIENT);
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            Document doc = f.newDocumentBuilder().newDocument();
            Element detail = doc.createElement("detail");
            Element tradeFault = doc.createElementNS(TradeFaultDetail.NAMESPACE, "tf:" + TradeFaultDetail.ELEMENT);
            values.forEach(tradeFault::setAttribute);
            tradeFault.setTextContent(reason);
            detail.appendChild(tradeFault);
            fault.setDetail(detail);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return new WebServiceException(message, fault);
    }
}
