package org.bourse.web.welcome;

import static org.bourse.web.security.SliceSecurity.tradeUser;
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
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasProperty;
import static org.hamcrest.Matchers.is;

import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(WelcomeController.class)
@PageSliceTest
class WelcomeControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @BeforeEach
    void services() {
        given(trade.account("uid:0")).willReturn(TestData.account("uid:0"));
        given(trade.marketSummary()).willReturn(TestData.market());
    }

    @Test
    void welcomeShowsTheLoginFormWithDayTradersFieldNames() throws Exception {
        mvc.perform(get("/app"))
                .andExpect(status().isOk())
                .andExpect(view().name("welcome/welcome"))
                .andExpect(content().string(containsString("name=\"uid\"")))
                .andExpect(content().string(containsString("name=\"passwd\"")))
                .andExpect(content().string(containsString("name=\"_csrf\"")));
    }

    @Test
    void loginShowsTheHomePage() throws Exception {
        given(trade.login("uid:0", "xxx")).willReturn(TestData.account("uid:0"));
        mvc.perform(post("/app").param("action", "login").param("uid", "uid:0").param("passwd", "xxx").with(csrf()))
                .andExpect(status().isOk())
                .andExpect(view().name("account/home"))
                .andExpect(model().attribute("userId", "uid:0"))
                .andExpect(model().attributeExists("account", "market", "holdingsCount"));
    }

    @Test
    void aFailedLoginShowsTheFormAgainWithTheError() throws Exception {
        given(trade.login(anyString(), anyString())).willThrow(new TradeException.LoginFailed("uid:0"));
        mvc.perform(post("/app").param("action", "login").param("uid", "uid:0").param("passwd", "bad").with(csrf()))
                .andExpect(status().isOk())
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("uid", "uid:0"))
                .andExpect(model().attribute("notice", TestData.notice("error.loginFailed")))
                .andExpect(content().string(containsString("Login failed")));
    }

    @Test
    void aLoginWithoutTheCsrfTokenIsRefused() throws Exception {
        mvc.perform(post("/app").param("action", "login").param("uid", "uid:0").param("passwd", "xxx"))
                .andExpect(status().isForbidden());
        verify(trade, never()).login(anyString(), anyString());
    }

    @Test
    void aLoginInTheQueryStringOnlyFillsTheForm() throws Exception {
        mvc.perform(get("/app").param("action", "login").param("uid", "uid:3").param("passwd", "xxx"))
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("uid", "uid:3"));
        verify(trade, never()).login(anyString(), anyString());
    }

    @Test
    void logoutByGetAsksForConfirmation() throws Exception {
        mvc.perform(get("/app").param("action", "logout").with(tradeUser("uid:0")))
                .andExpect(view().name("order/confirm"))
                .andExpect(model().attribute("confirm", "logout"));
        verify(trade, never()).logout(anyString());
    }

    @Test
    void logoutCountsAndShowsTheWelcomePage() throws Exception {
        mvc.perform(post("/app").param("action", "logout").with(tradeUser("uid:0")).with(csrf()))
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("notice", TestData.notice("welcome.loggedOut")));
        verify(trade).logout("uid:0");
    }

    @Test
    void anUnknownActionSaysSo() throws Exception {
        mvc.perform(get("/app").param("action", "frobnicate"))
                .andExpect(status().isOk())
                .andExpect(view().name("welcome/welcome"))
                .andExpect(model().attribute("notice", TestData.notice("error.unknownAction")));
    }

    @Test
    void everyPageCarriesTheSecurityHeaders() throws Exception {
        mvc.perform(get("/app"))
                .andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.header()
                        .string("X-Content-Type-Options", "nosniff"))
                .andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.header()
                        .string("X-Frame-Options", "DENY"))
                .andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.header()
                        .string("Referrer-Policy", "same-origin"))
                .andExpect(org.springframework.test.web.servlet.result.MockMvcResultMatchers.header()
                        .string("Content-Security-Policy", containsString("default-src 'self'")));
    }
}
