package org.bourse.web.account;

import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasProperty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
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

import java.util.ArrayList;
import java.util.List;

import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderType;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(AccountController.class)
@PageSliceTest
class AccountControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @BeforeEach
    void services() {
        given(trade.account("uid:0")).willReturn(TestData.account("uid:0"));
        given(trade.profile("uid:0")).willReturn(TestData.profile("uid:0"));
        given(trade.marketSummary()).willReturn(TestData.market());
        given(trade.holdings("uid:0")).willReturn(List.of(TestData.holding(1, "s:1"), TestData.holding(2, "s:2")));
        List<Order> orders = new ArrayList<>();
        for (int i = 10; i > 0; i--) {
            orders.add(TestData.order(i, OrderType.BUY, "s:" + i));
        }
        given(trade.orders("uid:0")).willReturn(orders);
    }

    @Test
    void homeNeedsALoggedInUser() throws Exception {
        mvc.perform(get("/app").param("action", "home"))
                .andExpect(status().isOk())
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("notice", TestData.notice("error.notLoggedIn")));
    }

    @Test
    void homeShowsTheAccountSummary() throws Exception {
        mvc.perform(get("/app").param("action", "home").with(tradeUser("uid:0")))
                .andExpect(view().name("account/home"))
                .andExpect(model().attribute("holdingsCount", 2))
                // 2 holdings of 100 at 10.00 = 2000.00 basis; cash 1000.00; opening 1500.00
                .andExpect(model().attribute("holdingsBasis", new java.math.BigDecimal("2000.00")))
                .andExpect(model().attribute("gain", new java.math.BigDecimal("1500.00")))
                .andExpect(content().string(containsString("$3,000.00")));
    }

    @Test
    void accountShowsFiveRecentOrdersUnlessAllAreAsked() throws Exception {
        mvc.perform(get("/app").param("action", "account").with(tradeUser("uid:0")))
                .andExpect(view().name("account/account"))
                .andExpect(model().attribute("orders", hasSize(5)))
                .andExpect(model().attribute("profileForm", hasProperty("fullname", is("first:1 last:2"))));
        mvc.perform(get("/app").param("action", "account").param("showAllOrders", "true").with(tradeUser("uid:0")))
                .andExpect(model().attribute("orders", hasSize(10)));
    }

    @Test
    void updateProfileWithDayTradersFieldNames() throws Exception {
        mvc.perform(post("/app").param("action", "update_profile").param("password", "new").param("cpassword", "new")
                        .param("fullname", "Ann Smith").param("address", "1 Main St").param("email", "ann@x.com")
                        .param("creditcard", "9-9-9-9").with(tradeUser("uid:0")).with(csrf()))
                .andExpect(view().name("account/account"))
                .andExpect(model().hasNoErrors())
                .andExpect(model().attribute("notice", TestData.notice("account.updated")));
        verify(trade).updateProfile(new ProfileUpdate("uid:0", "new", "Ann Smith", "1 Main St", "ann@x.com", "9-9-9-9"));
    }

    @Test
    void updateProfileRefusesDifferentPasswordsAndEmptyFields() throws Exception {
        mvc.perform(post("/app").param("action", "update_profile").param("password", "a").param("cpassword", "b")
                        .param("fullname", "").param("address", "1 Main St").param("email", "ann@x.com")
                        .param("creditcard", "9-9-9-9").with(tradeUser("uid:0")).with(csrf()))
                .andExpect(view().name("account/account"))
                .andExpect(model().attributeHasFieldErrorCode("profileForm", "cpassword", "form.passwordsDiffer"))
                .andExpect(model().attributeHasFieldErrorCode("profileForm", "fullname", "form.required"))
                .andExpect(content().string(containsString("The passwords do not match.")));
        verify(trade, never()).updateProfile(any());
    }

    @Test
    void updateProfileByGetOnlyShowsTheAccount() throws Exception {
        mvc.perform(get("/app").param("action", "update_profile").param("fullname", "x").param("address", "x")
                        .param("email", "x").param("creditcard", "x").with(tradeUser("uid:0")))
                .andExpect(view().name("account/account"));
        verify(trade, never()).updateProfile(any());
    }

    @Test
    void registerShowsTheFormWithDayTradersFieldNames() throws Exception {
        mvc.perform(get("/app").param("action", "register"))
                .andExpect(view().name("account/register"))
                .andExpect(content().string(containsString("name=\"user id\"")))
                .andExpect(content().string(containsString("name=\"confirm passwd\"")))
                .andExpect(content().string(containsString("name=\"Full Name\"")))
                .andExpect(content().string(containsString("name=\"snail mail\"")))
                .andExpect(content().string(containsString("name=\"Credit Card Number\"")))
                .andExpect(content().string(containsString("name=\"money\"")));
    }

    @Test
    void registerChecksTheFields() throws Exception {
        mvc.perform(post("/app").param("action", "register").param("user id", "").param("passwd", "a")
                        .param("confirm passwd", "b").param("Full Name", "N").param("snail mail", "A")
                        .param("email", "e").param("Credit Card Number", "c").param("money", "lots").with(csrf()))
                .andExpect(view().name("account/register"))
                .andExpect(model().attributeHasFieldErrorCode("registration", "userId", "form.required"))
                .andExpect(model().attributeHasFieldErrorCode("registration", "confirmPasswd", "form.passwordsDiffer"))
                .andExpect(model().attributeHasFieldErrorCode("registration", "money", "form.money"));
        verify(trade, never()).register(any());
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.005", "1e400", "1E-400", "-1", "-0.01", "9999999999999",
        "1000000000000000000000000000000000000000000"})
    void registerRefusesMoneyTheSchemaCannotHold(String money) throws Exception {
        mvc.perform(post("/app").param("action", "register").param("user id", "ann").param("passwd", "pw")
                        .param("confirm passwd", "pw").param("Full Name", "Ann").param("snail mail", "1 Main St")
                        .param("email", "ann@x.com").param("Credit Card Number", "1-2").param("money", money).with(csrf()))
                .andExpect(status().isBadRequest())
                .andExpect(view().name("account/register"))
                .andExpect(model().attributeHasFieldErrorCode("registration", "money", "form.money"))
                .andExpect(content().string(containsString(
                        "An amount of at least 0 with at most 12 digits before the point and 2 after it.")));
        verify(trade, never()).register(any());
    }

    @Test
    void registerRefusesATakenUserId() throws Exception {
        given(trade.register(any())).willThrow(new TradeException.DuplicateUser("uid:1"));
        mvc.perform(registration("uid:1"))
                .andExpect(view().name("account/register"))
                .andExpect(model().attributeHasFieldErrorCode("registration", "userId", "register.taken"));
    }

    @Test
    void registerLogsTheNewUserIn() throws Exception {
        given(trade.account("ann")).willReturn(TestData.account("ann"));
        mvc.perform(registration("ann"))
                .andExpect(view().name("account/home"))
                .andExpect(model().attribute("userId", "ann"))
                .andExpect(content().string(not(containsString("<script"))));
        verify(trade).register(new Registration("ann", "pw", "Ann <b>Smith</b>", "1 Main St", "ann@x.com", "1-2",
                new java.math.BigDecimal("5000")));
        verify(trade).login("ann", "pw");
    }

    @Test
    void userTextIsEscaped() throws Exception {
        given(trade.register(any())).willThrow(new TradeException.DuplicateUser("x"));
        mvc.perform(registration("<script>alert(1)</script>"))
                .andExpect(content().string(not(containsString("<script>alert(1)</script>"))))
                .andExpect(content().string(containsString("&lt;script&gt;alert(1)&lt;/script&gt;")));
    }

    private static org.springframework.test.web.servlet.RequestBuilder registration(String userId) {
        return post("/app").param("action", "register").param("user id", userId).param("passwd", "pw")
                .param("confirm passwd", "pw").param("Full Name", "Ann <b>Smith</b>").param("snail mail", "1 Main St")
                .param("email", "ann@x.com").param("Credit Card Number", "1-2").param("money", "5000").with(csrf());
    }
}
