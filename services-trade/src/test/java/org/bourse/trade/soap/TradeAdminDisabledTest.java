package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;

import org.bourse.trade.soap.TradeCalls.Fault;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/** With no admin password configured (the default), admin operations are off for everyone. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class TradeAdminDisabledTest {

    @LocalServerPort
    int port;

    @Test
    void adminOperationsAreDisabledAndSayHowToEnableThem() {
        TradeCalls soap = new TradeCalls(port);
        for (String envelope : TradeBadInputTest.ADMIN_OPERATIONS) {
            for (String[] headers : new String[][] {{}, {"Authorization", TradeEnvelopes.adminAuthorization()},
                    {"Authorization", TradeEnvelopes.basic("admin", "")}}) {
                Fault fault = soap.fault(envelope, headers);
                assertThat(fault.code()).isEqualTo("Client");
                assertThat(fault.reason()).isEqualTo("NotAllowed");
                assertThat(fault.string()).isEqualTo(
                        "admin operations are disabled: set bourse.admin.password on the server to enable them");
            }
        }
        soap.call("getQuote", TradeEnvelopes.op("getQuote", "symbol", "s:0"));
    }
}
