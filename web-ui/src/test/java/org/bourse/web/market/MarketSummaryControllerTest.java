package org.bourse.web.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(MarketSummaryController.class)
@PageSliceTest
class MarketSummaryControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @Test
    void theSummaryIsRenderedOnTheServerAndTheScriptIsOptional() throws Exception {
        given(trade.marketSummary()).willReturn(TestData.market());
        mvc.perform(get("/app").param("action", "mksummary").with(tradeUser("uid:0")))
                .andExpect(view().name("market/summary"))
                .andExpect(model().attributeExists("market"))
                .andExpect(content().string(containsString("id=\"ms-tsia\">100.00<")))
                .andExpect(content().string(containsString("data-socket=\"/marketsummary\"")))
                .andExpect(content().string(containsString("src=\"/js/marketsummary.js\"")));
    }

    @Test
    void theWebSocketMessageIsTheDocumentedJson() {
        String json = MarketSummaryJson.of(TestData.market());
        assertThat(json).startsWith("{\"type\":\"marketSummary\",\"summaryDate\":\"2025-03-01T10:15:30Z\","
                + "\"tsia\":100,\"openTsia\":99,\"gainPercent\":1.01,\"volume\":1234,\"topGainers\":[{\"symbol\":\"s:1\","
                + "\"companyName\":\"S Incorporated\",\"price\":12,\"change\":0}],\"topLosers\":[");
        StringBuilder s = new StringBuilder();
        MarketSummaryJson.string(s, "a\"<b>\\");
        assertThat(s.toString()).isEqualTo("\"a\\\"\\u003cb\\u003e\\\\\"");
    }
}
