package org.bourse.web.config;

import static org.bourse.web.security.SliceSecurity.admin;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.model;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * A reset that outlasts {@code bourse.web.reset-wait} (0 here: the answer never waits) is answered 202
 * with its progress, which {@code /config/reset/status} reports until it is done; a second one meanwhile
 * is refused (409); a failed one says why (503 for a refusal the admin may retry).
 */
@WebMvcTest(controllers = ConfigController.class, properties = "bourse.web.reset-wait=0s")
@PageSliceTest
class ResetProgressTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @BeforeEach
    void statistics() {
        given(trade.runStatistics()).willReturn(ConfigControllerTest.STATS);
    }

    @Test
    void aLongResetIsAnswered202AndItsStatusFollowsItToTheEnd() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        given(trade.resetTrade(false)).willAnswer(call -> {
            if (!release.await(2, TimeUnit.MINUTES)) {
                throw new AssertionError("never released");
            }
            return ConfigControllerTest.STATS;
        });

        mvc.perform(post("/config/reset").with(admin()).with(csrf()))
                .andExpect(status().isAccepted())
                .andExpect(content().string(containsString("The reset is running")))
                .andExpect(content().string(containsString("href=\"/config/reset/status\"")));
        mvc.perform(post("/config/reset").with(admin()).with(csrf()))
                .andExpect(status().isConflict())
                .andExpect(content().string(containsString("already running")));
        mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.APPLICATION_JSON))
                .andExpect(status().isOk())
                .andExpect(jsonPath("$.state").value("RUNNING"))
                .andExpect(jsonPath("$.action").value("RESET"));
        mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.TEXT_HTML))
                .andExpect(status().isAccepted());

        release.countDown();
        awaitState("DONE");
        mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.TEXT_HTML))
                .andExpect(status().isOk())
                .andExpect(model().attribute("statisticsTitle", "config.statistics.beforeReset"))
                .andExpect(content().string(containsString("Trade was reset in")));
        verify(trade, times(1)).resetTrade(false);
    }

    @Test
    void aRefusedResetSaysWhy() throws Exception {
        given(trade.resetTrade(false)).willThrow(new TradeException.ResetInProgress("a SOAP reset runs"));
        mvc.perform(post("/config/reset").with(admin()).with(csrf()));
        awaitState("FAILED");
        mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.APPLICATION_JSON))
                .andExpect(jsonPath("$.error").value("a SOAP reset runs"));
        mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.TEXT_HTML))
                .andExpect(status().isServiceUnavailable())
                .andExpect(content().string(containsString("The trade data is being reset")));
    }

    @Test
    void theStatusIsForTheAdminOnly() throws Exception {
        mvc.perform(get("/config/reset/status").accept(MediaType.APPLICATION_JSON))
                .andExpect(status().is3xxRedirection());
    }

    /** Polls the JSON status (no fixed pause decides anything) for up to two minutes. */
    private void awaitState(String state) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (true) {
            String body = mvc.perform(get("/config/reset/status").with(admin()).accept(MediaType.APPLICATION_JSON))
                    .andReturn().getResponse().getContentAsString();
            if (body.contains("\"state\":\"" + state + "\"")) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the reset never reached " + state + ": " + body);
            }
            Thread.sleep(10);
        }
    }
}
