package org.bourse.web.config;

import static org.bourse.web.security.SliceSecurity.admin;
import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.mockito.BDDMockito.given;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.httpBasic;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.PagesTestConfiguration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest(RunCheckController.class)
@PageSliceTest
class RunCheckControllerTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @BeforeEach
    void services() {
        given(trade.runStatistics()).willReturn(ConfigControllerTest.STATS);
    }

    @Test
    void theAdminReadsStatisticsVerificationAndInvariantsAsJson() throws Exception {
        mvc.perform(get("/config/check").with(admin()))
                .andExpect(status().isOk())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
                .andExpect(jsonPath("$.statistics.tradeUserCount").value(200))
                .andExpect(jsonPath("$.statistics.openOrderCount").value(0))
                .andExpect(jsonPath("$.scenarioRequests").value(0))
                .andExpect(jsonPath("$.verificationPassed").value(true))
                .andExpect(jsonPath("$.verification[?(@.code == 'open')].outcome").value("PASS"))
                // the slice has no database: the check says it did not run, never that all holds
                .andExpect(jsonPath("$.invariants.checked").value(false))
                .andExpect(jsonPath("$.invariants.allHold").value(false));
    }

    @Test
    void aNodeWithoutRunStatisticsSaysWhyWith501() throws Exception {
        given(trade.runStatistics()).willThrow(new TradeException.Unsupported("ask the services node"));
        mvc.perform(get("/config/check").with(admin()))
                .andExpect(status().isNotImplemented())
                .andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
                .andExpect(jsonPath("$.error").value("ask the services node"));
    }

    @Test
    void toolsAuthenticateWithHttpBasic() throws Exception {
        mvc.perform(get("/config/check").with(httpBasic("admin", PagesTestConfiguration.ADMIN_PASSWORD)))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.statistics.tradeUserCount").value(200));
        mvc.perform(get("/config/check").with(httpBasic("admin", "wrong"))).andExpect(status().isUnauthorized());
    }

    @Test
    void nobodyElseReadsIt() throws Exception {
        mvc.perform(get("/config/check")).andExpect(status().isUnauthorized());
        mvc.perform(get("/config/check").with(tradeUser("uid:0"))).andExpect(status().isForbidden());
        mvc.perform(get("/config/check").with(httpBasic("uid:0", "xxx"))).andExpect(status().isUnauthorized());
    }

    @Test
    void theAdminPagesStillSendBrowsersToTheLoginForm() throws Exception {
        mvc.perform(get("/config/invariants")).andExpect(status().is3xxRedirection());
    }
}
