package org.bourse.web.quotes;

import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.util.List;

import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(QuotesController.class)
@PageSliceTest
class QuotesControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @Test
    void quotesWithABuyFormOfQuantity100() throws Exception {
        given(trade.quotes("s:1,s:2")).willReturn(List.of(TestData.quote("s:1", "12.00"), TestData.quote("s:2", "8.00")));
        mvc.perform(get("/app").param("action", "quotes").param("symbols", "s:1,s:2").with(tradeUser("uid:0")))
                .andExpect(view().name("quotes/quotes"))
                .andExpect(model().attribute("quotes", hasSize(2)))
                .andExpect(model().attribute("defaultQuantity", 100))
                .andExpect(content().string(containsString("name=\"quantity\" value=\"100\"")))
                .andExpect(content().string(containsString("name=\"symbol\" value=\"s:2\"")));
    }

    @Test
    void withoutSymbolsDayTradersFiveAreShown() throws Exception {
        given(trade.quotes(QuotesPage.DEFAULT_SYMBOLS)).willReturn(List.of(TestData.quote("s:0", "1.00")));
        mvc.perform(get("/app").param("action", "quotes").with(tradeUser("uid:0")))
                .andExpect(model().attribute("symbols", QuotesPage.DEFAULT_SYMBOLS));
    }
}
