package org.bourse.web.faces;

import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

import org.bourse.trade.TradeServices;
import org.bourse.web.PageSliceTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

/** Without the DayTrader script compatibility setting the JSF family is not served at all. */
@WebMvcTest({WelcomeFaces.class, HomeFaces.class, QuoteFaces.class, PortfolioFaces.class, AccountFaces.class,
        RegisterFaces.class})
@PageSliceTest
class FacesPagesOffTest {

    @Autowired
    MockMvc mvc;

    @MockitoBean
    TradeServices trade;

    @Test
    void everyFacesPageIsNotFound() throws Exception {
        for (String page : new String[] {"/welcome.faces", "/register.faces", "/tradehome.faces", "/quote.faces",
                "/portfolio.faces", "/account.faces", "/marketSummary.faces", "/order.faces"}) {
            mvc.perform(get(page)).andExpect(status().isNotFound());
        }
    }
}
