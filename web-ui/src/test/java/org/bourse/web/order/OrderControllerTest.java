package org.bourse.web.order;

import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasProperty;
import static org.hamcrest.Matchers.is;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.math.BigDecimal;
import java.util.List;

import org.bourse.dal.trade.OrderType;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(OrderController.class)
@PageSliceTest
class OrderControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @Test
    void buyConfirmsTheOrderInDayTradersWords() throws Exception {
        given(trade.buy("uid:0", "s:1", new BigDecimal("100"))).willReturn(TestData.order(1234, OrderType.BUY, "s:1"));
        mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "100")
                        .with(tradeUser("uid:0")).with(csrf()))
                .andExpect(status().isOk())
                .andExpect(view().name("order/confirmation"))
                .andExpect(model().attributeExists("order"))
                .andExpect(content().string(containsString("Order 1234 to buy 100 shares of s:1 has been submitted")));
    }

    @Test
    void theNewOrderShowsInTheCompletedAlertTable() throws Exception {
        given(trade.buy(anyString(), anyString(), any())).willReturn(TestData.order(7, OrderType.BUY, "s:1"));
        given(trade.closedOrders("uid:0")).willReturn(List.of(TestData.order(7, OrderType.BUY, "s:1")));
        mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "100")
                        .with(tradeUser("uid:0")).with(csrf()))
                .andExpect(model().attributeExists("closedOrders"))
                .andExpect(content().string(containsString("the following order(s) have completed")));
    }

    @Test
    void aBuyByGetAsksForConfirmationWithoutTheCompatibilitySetting() throws Exception {
        mvc.perform(get("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "100")
                        .with(tradeUser("uid:0")))
                .andExpect(view().name("order/confirm"))
                .andExpect(model().attribute("confirm", "buy"))
                .andExpect(content().string(containsString("name=\"_csrf\"")));
        verify(trade, never()).buy(anyString(), anyString(), any());
    }

    @Test
    void theSellLinkShowsAConfirmingFormThatPosts() throws Exception {
        mvc.perform(get("/app").param("action", "sell").param("holdingID", "55").with(tradeUser("uid:0")))
                .andExpect(view().name("order/confirm"))
                .andExpect(model().attribute("holdingID", 55L))
                .andExpect(content().string(containsString("method=\"post\"")))
                .andExpect(content().string(containsString("name=\"holdingID\" value=\"55\"")));
        verify(trade, never()).sell(anyString(), anyLong());
    }

    @Test
    void aSellWithoutTheTokenIsRefused() throws Exception {
        mvc.perform(post("/app").param("action", "sell").param("holdingID", "55").with(tradeUser("uid:0")))
                .andExpect(status().isForbidden());
        verify(trade, never()).sell(anyString(), anyLong());
    }

    @Test
    void sellingSomeoneElsesHoldingIsRefused() throws Exception {
        given(trade.sell("uid:0", 55)).willThrow(new TradeException.HoldingNotFound("uid:0", 55));
        mvc.perform(post("/app").param("action", "sell").param("holdingID", "55").with(tradeUser("uid:0")).with(csrf()))
                .andExpect(status().isOk())
                .andExpect(view().name("order/confirmation"))
                .andExpect(model().attributeDoesNotExist("order"))
                .andExpect(model().attribute("notice", TestData.notice("error.holdingNotFound")));
    }

    @Test
    void aQuantityThatIsNotANumberIsABadRequest() throws Exception {
        mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "lots")
                        .with(tradeUser("uid:0")).with(csrf()))
                .andExpect(status().isBadRequest())
                .andExpect(model().attribute("notice", TestData.notice("error.buyParameters")));
        verify(trade, never()).buy(anyString(), anyString(), any());
    }

    // Numbers the schema cannot hold are a 400 with the page's message, and reach no service.

    static final String BAD_SELL = "A sell needs a holdingID: a whole number from 1 to 9223372036854775807.";
    static final String BAD_BUY = "A buy needs a symbol and a quantity above 0 with at most 14 digits before the decimal"
            + " point and 4 after it.";

    @ParameterizedTest
    @ValueSource(strings = {"9223372036854775808", "18446744073709551656", "-1", "0", "4e1", "40.0", "0x28", "forty",
        "00000000000000000000000000000000000000040"})
    void aHoldingIdThatCannotBeAnIdIsABadRequest(String id) throws Exception {
        mvc.perform(post("/app").param("action", "sell").param("holdingID", id).with(tradeUser("uid:0")).with(csrf()))
                .andExpect(status().isBadRequest())
                .andExpect(model().attribute("notice", TestData.notice("error.sellParameters")))
                .andExpect(content().string(containsString(BAD_SELL)));
        mvc.perform(get("/app").param("action", "sell").param("holdingID", id).with(tradeUser("uid:0")))
                .andExpect(status().isBadRequest())
                .andExpect(content().string(containsString(BAD_SELL)));
        verify(trade, never()).sell(anyString(), anyLong());
    }

    @Test
    void theLargestIdIsStillAnId() throws Exception {
        given(trade.sell("uid:0", Long.MAX_VALUE)).willThrow(new TradeException.HoldingNotFound("uid:0", Long.MAX_VALUE));
        mvc.perform(post("/app").param("action", "sell").param("holdingID", "9223372036854775807").with(tradeUser("uid:0"))
                        .with(csrf()))
                .andExpect(status().isOk())
                .andExpect(model().attribute("notice", TestData.notice("error.holdingNotFound")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e400", "-1e400", "1E-400", "0.00001", "1.00005", "-0", "0", "-1", "NaN", "Infinity",
        "123456789012345", "1e14", "0x10", "100000000000000000000000000000000000000000"})
    void aQuantityTheSchemaCannotHoldIsABadRequest(String quantity) throws Exception {
        mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", quantity)
                        .with(tradeUser("uid:0")).with(csrf()))
                .andExpect(status().isBadRequest())
                .andExpect(model().attribute("notice", TestData.notice("error.buyParameters")))
                .andExpect(content().string(containsString(BAD_BUY)));
        mvc.perform(get("/app").param("action", "buy").param("symbol", "s:1").param("quantity", quantity)
                        .with(tradeUser("uid:0")))
                .andExpect(status().isBadRequest())
                .andExpect(content().string(containsString(BAD_BUY)));
        verify(trade, never()).buy(anyString(), anyString(), any());
    }

    @Test
    void aQuantityWrittenWithTrailingZerosOrAnExponentIsTakenAsItIs() throws Exception {
        given(trade.buy(anyString(), anyString(), any())).willReturn(TestData.order(9, OrderType.BUY, "s:1"));
        for (String quantity : new String[] {"100.000000", "1e2", "99999999999999.9999"}) {
            mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", quantity)
                            .with(tradeUser("uid:0")).with(csrf()))
                    .andExpect(status().isOk());
            verify(trade).buy("uid:0", "s:1", new BigDecimal(quantity));
        }
    }

    @Test
    void tradingNeedsALoggedInUser() throws Exception {
        mvc.perform(post("/app").param("action", "buy").param("symbol", "s:1").param("quantity", "1").with(csrf()))
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("notice", TestData.notice("error.notLoggedIn")));
        verify(trade, never()).buy(anyString(), anyString(), any());
    }
}
