package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;

import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/**
 * The modes spelt as their enum values, which the settings records bind as they bind the documented spellings:
 * the node is the same in-process, synchronous one, Trade SOAP endpoint included. Before each mode was read
 * through its record alone, {@code bourse.trade.access=IN_PROCESS} bound the in-process services but left the
 * endpoint out, whose condition compared the text with {@code in-process}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"bourse.trade.access=IN_PROCESS", "bourse.trade.order-processing=SYNC"})
class ModeSpellingsTest {

    @LocalServerPort
    int port;

    @Test
    void theTradeEndpointAnswersWithTheModesSpeltAsEnumValues() {
        Element quote = new TradeCalls(port).call("getQuote", TradeEnvelopes.op("getQuote", "symbol", "s:0"));
        assertThat(Xml.child(quote, "symbol").getTextContent()).isEqualTo("s:0");
    }
}
