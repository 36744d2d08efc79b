package org.bourse.web.config;

import static org.bourse.web.security.SliceSecurity.admin;
import static org.bourse.web.security.SliceSecurity.tradeUser;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

import java.time.Duration;
import java.util.Optional;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.orders.OrderBacklog;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.bourse.web.TestData;
import org.bourse.web.PagesTestConfiguration;
import org.bourse.web.RuntimeSettings;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

@WebMvcTest({ConfigController.class, AdminLoginController.class})
@PageSliceTest
@Import(ConfigControllerTest.Backlog.class)
class ConfigControllerTest {

    /** Three orders open, the oldest for 42 s, and a broker queue RabbitMQ did not report lately. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Backlog {

        @Bean
        OrderBacklog orderBacklog() {
            return new OrderBacklog() {
                @Override
                public OpenOrders openOrders() {
                    return new OpenOrders(true, 3, Duration.ofSeconds(42));
                }

                @Override
                public Optional<QueueState> queue() {
                    return Optional.of(QueueState.unknown("bourse.orders"));
                }
            };
        }
    }

    static final RunStatistics STATS = new RunStatistics(200, 0, 200, 0, 1000, 1000, 0, 0, 0, 0, 1000, 100);

    @Autowired
    MockMvc mvc;

    @Autowired
    RuntimeSettings runtime;

    @MockitoBean
    TradeServices trade;

    @BeforeEach
    void services() {
        given(trade.runStatistics()).willReturn(STATS);
        given(trade.resetTrade(false)).willReturn(STATS);
    }

    @Test
    void theAdminSeesSettingsStatisticsAndActions() throws Exception {
        mvc.perform(get("/config").with(admin()))
                .andExpect(status().isOk())
                .andExpect(view().name("config/config"))
                .andExpect(model().attributeExists("settings", "verification", "stats", "runtime"))
                .andExpect(content().string(containsString("action=\"/config/reset\"")))
                .andExpect(content().string(containsString("method=\"post\"")));
    }

    @Test
    void theBacklogIsShownWithWhatIsUnknownAndGivenAsJson() throws Exception {
        mvc.perform(get("/config").with(admin()))
                .andExpect(content().string(containsString("<td id=\"backlog-open\">3</td>")))
                .andExpect(content().string(containsString("<td id=\"backlog-oldest\">42.0</td>")))
                .andExpect(content().string(containsString("<td id=\"backlog-depth\">unknown</td>")))
                .andExpect(content().string(containsString("<td id=\"backlog-consumers\">unknown</td>")));
        mvc.perform(get("/config/backlog.json").with(admin()))
                .andExpect(status().isOk())
                .andExpect(content().string("{\"available\":true,\"openOrders\":3,\"oldestOpenOrderAgeSeconds\":42.0,"
                        + "\"queue\":{\"name\":\"bourse.orders\",\"depth\":null,\"consumers\":null},\"stranded\":false}"));
        mvc.perform(get("/config/backlog.json").with(tradeUser("uid:0"))).andExpect(status().isForbidden());
    }

    @Test
    void aTradeUserIsRefused() throws Exception {
        mvc.perform(get("/config").with(tradeUser("uid:0"))).andExpect(status().isForbidden());
        mvc.perform(post("/config/reset").with(tradeUser("uid:0")).with(csrf())).andExpect(status().isForbidden());
        verify(trade, never()).resetTrade(anyBoolean());
    }

    @Test
    void anonymousIsSentToTheAdminLogin() throws Exception {
        mvc.perform(get("/config")).andExpect(status().is3xxRedirection())
                .andExpect(redirectedUrl("/config/login"));
    }

    @Test
    void resetIsAPostWithAToken() throws Exception {
        mvc.perform(get("/config/reset").with(admin())).andExpect(status().isMethodNotAllowed());
        mvc.perform(post("/config/reset").with(admin())).andExpect(status().isForbidden());
        mvc.perform(post("/config/reset").with(admin()).with(csrf()))
                .andExpect(view().name("config/config"))
                .andExpect(model().attribute("statisticsTitle", "config.statistics.beforeReset"));
        verify(trade).resetTrade(false);
    }

    @Test
    void runtimeSettingsChange() throws Exception {
        mvc.perform(post("/config/runtime").param("scenarioEnabled", "true").param("marketSummaryPushInterval", "2500")
                        .with(admin()).with(csrf()))
                .andExpect(view().name("config/config"));
        org.assertj.core.api.Assertions.assertThat(runtime.displayOrderAlerts()).isFalse();
        org.assertj.core.api.Assertions.assertThat(runtime.marketSummaryPushInterval().toMillis()).isEqualTo(2500);
        runtime.displayOrderAlerts(true);
    }

    @ParameterizedTest
    @ValueSource(strings = {"9223372036854775808", "18446744073709551616", "99", "-1", "1e3", "2500.0", "soon"})
    void aPushIntervalThatDoesNotFitIsABadRequestAndChangesNothing(String interval) throws Exception {
        boolean alerts = runtime.displayOrderAlerts();
        boolean scenario = runtime.scenarioEnabled();
        java.time.Duration push = runtime.marketSummaryPushInterval();
        mvc.perform(post("/config/runtime").param("displayOrderAlerts", String.valueOf(!alerts))
                        .param("scenarioEnabled", String.valueOf(!scenario)).param("marketSummaryPushInterval", interval)
                        .with(admin()).with(csrf()))
                .andExpect(status().isBadRequest())
                .andExpect(model().attribute("notice", TestData.notice("config.runtime.badInterval")))
                .andExpect(content().string(containsString(
                        "The push interval must be a whole number of milliseconds from 100 to 9223372036854775807;"
                                + " nothing was changed.")));
        org.assertj.core.api.Assertions.assertThat(runtime.displayOrderAlerts()).isEqualTo(alerts);
        org.assertj.core.api.Assertions.assertThat(runtime.scenarioEnabled()).isEqualTo(scenario);
        org.assertj.core.api.Assertions.assertThat(runtime.marketSummaryPushInterval()).isEqualTo(push);
    }

    @Test
    void theAdminLogsInWithTheConfiguredPassword() throws Exception {
        mvc.perform(get("/config/login")).andExpect(view().name("config/login"))
                .andExpect(model().attribute("adminEnabled", true));
        mvc.perform(post("/config/login").param("username", "admin").param("password", "wrong").with(csrf()))
                .andExpect(redirectedUrl("/config/login?error"));
        mvc.perform(post("/config/login").param("username", "admin")
                        .param("password", PagesTestConfiguration.ADMIN_PASSWORD).with(csrf()))
                .andExpect(redirectedUrl("/config"));
    }
}
