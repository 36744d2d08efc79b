package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.trade.soap.TradeEnvelopes.op;
import static org.mockito.BDDMockito.given;

import java.math.BigDecimal;
import java.time.Instant;

import org.bourse.dal.trade.Holding;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.trade.soap.TradeCalls.Fault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * Failures that are not the caller's: contention is a soap:Server fault with the services' message;
 * anything unexpected is a soap:Server fault with a generic message, and its details (stack trace
 * included) go to the log only.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
class TradeUnexpectedFailureTest {

    @LocalServerPort
    int port;

    @MockitoBean
    TradeServices trade;

    @Test
    void anUnexpectedFailureIsAGenericServerFaultWithTheDetailsInTheLogOnly(CapturedOutput output) {
        given(trade.quote("s:0")).willThrow(new IllegalStateException("connection to jdbc:h2:mem:hunter2 lost"));
        Fault fault = new TradeCalls(port).fault(op("getQuote", "symbol", "s:0"));
        assertThat(fault.code()).isEqualTo("Server");
        assertThat(fault.string()).isEqualTo("The Trade service failed unexpectedly; the server's log has the details");
        assertThat(fault.reason()).isNull();
        assertThat(output.getAll()).contains("SOAP Trade.getQuote failed unexpectedly").contains("\tat ");
        assertThat(output.getAll().split("java.lang.IllegalStateException: connection to jdbc:h2:mem:hunter2 lost", -1))
                .as("the failure is logged once").hasSize(2);
    }

    @Test
    void anIdBeyondTheWireRangeIsAServerFaultNotATruncatedId() {
        given(trade.holding(1)).willReturn(new Holding(3_000_000_000L, 1, "s:0", BigDecimal.ONE, BigDecimal.TEN,
                Instant.now()));
        Fault fault = new TradeCalls(port).fault(op("getHolding", "holdingID", "1"));
        assertThat(fault.code()).isEqualTo("Server");
        assertThat(fault.string()).doesNotContain("3000000000");
    }

    @Test
    void contentionIsAServerFaultSayingTheCallMayBeRepeated() {
        given(trade.account("uid:0")).willThrow(new TradeException.Busy(
                "getAccountData gave up after 3 attempts under contention; nothing was changed, try again",
                new RuntimeException("deadlock")));
        Fault fault = new TradeCalls(port).fault(op("getAccountData", "userID", "uid:0"));
        assertThat(fault.code()).isEqualTo("Server");
        assertThat(fault.reason()).isEqualTo("Busy");
        assertThat(fault.string()).isEqualTo(
                "getAccountData gave up after 3 attempts under contention; nothing was changed, try again");
    }
}
