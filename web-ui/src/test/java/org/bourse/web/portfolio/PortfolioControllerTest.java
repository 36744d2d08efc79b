package org.bourse.web.portfolio;

import static org.assertj.core.api.Assertions.assertThat;
import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.hasSize;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(PortfolioController.class)
@PageSliceTest
class PortfolioControllerTest {

    /** The load scripts' extractor: left boundary (case-insensitive) and right boundary {@code "}. */
    static final String LEFT = "<a href=\"app?action=sell&holdingID=";

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @Test
    void everyHoldingHasASellLinkTheScriptsCanParse() throws Exception {
        given(trade.holdings("uid:0")).willReturn(List.of(TestData.holding(101, "s:1"), TestData.holding(202, "s:2")));
        given(trade.quotes("s:1,s:2")).willReturn(List.of(TestData.quote("s:1", "12.00"), TestData.quote("s:2", "8.00")));
        byte[] body = mvc.perform(get("/app").param("action", "portfolio").with(tradeUser("uid:0")))
                .andExpect(view().name("portfolio/portfolio"))
                .andExpect(model().attribute("rows", hasSize(2)))
                .andExpect(model().attribute("totalBasis", new BigDecimal("2000.00")))
                .andExpect(model().attribute("totalValue", new BigDecimal("2000.00")))
                .andReturn().getResponse().getContentAsByteArray();
        assertThat(holdingIds(new String(body, StandardCharsets.UTF_8))).containsExactly("101", "202");
    }

    /** What a LoadRunner web_reg_save_param / JMeter boundary extractor finds in the raw bytes. */
    static List<String> holdingIds(String page) {
        List<String> ids = new ArrayList<>();
        String lower = page.toLowerCase(Locale.ROOT);
        String left = LEFT.toLowerCase(Locale.ROOT);
        for (int at = lower.indexOf(left); at >= 0; at = lower.indexOf(left, at + 1)) {
            int start = at + left.length();
            ids.add(page.substring(start, page.indexOf('"', start)));
        }
        Matcher escaped = Pattern.compile("holdingID=\\d+&amp;").matcher(page);
        assertThat(escaped.find()).as("no escaped sell link").isFalse();
        return ids;
    }

    @Test
    void anEmptyPortfolioSaysSo() throws Exception {
        given(trade.holdings("uid:0")).willReturn(List.of());
        mvc.perform(get("/app").param("action", "portfolio").with(tradeUser("uid:0")))
                .andExpect(model().attribute("rows", hasSize(0)));
    }
}
