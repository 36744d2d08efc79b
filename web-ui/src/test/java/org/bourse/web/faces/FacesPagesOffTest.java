package org.bourse.web.faces;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.TestPropertySource;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/**
 * Without the DayTrader script compatibility setting the JSF family is not served at all; the same slice with
 * the setting on serves every page (the control: the 404s come from the setting, not from a missing page).
 */
@WebMvcTest({WelcomeFaces.class, HomeFaces.class, QuoteFaces.class, PortfolioFaces.class, AccountFaces.class,
        RegisterFaces.class})
@PageSliceTest
class FacesPagesOffTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    static final String[] PAGES = {"/welcome.faces", "/register.faces", "/tradehome.faces", "/quote.faces",
            "/portfolio.faces", "/account.faces", "/marketSummary.faces", "/order.faces"};

    @Test
    void everyFacesPageIsNotFound() throws Exception {
        for (String page : PAGES) {
            mvc.perform(get(page)).andExpect(status().isNotFound());
        }
    }

    @Nested
    @TestPropertySource(properties = FacesPages.ENABLED + "=true")
    @Import({FacesPages.class, ViewStates.class})
    class WithTheSettingOn {

        @Test
        void everyFacesPageIsServed() throws Exception {
            for (String page : PAGES) {
                int status = mvc.perform(get(page)).andReturn().getResponse().getStatus();
                assertThat(status).as(page).isNotEqualTo(404);
            }
            mvc.perform(get("/welcome.faces")).andExpect(status().isOk())
                    .andExpect(content().string(containsString("login:uid")));
        }
    }
}
