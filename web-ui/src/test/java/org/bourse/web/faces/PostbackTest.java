package org.bourse.web.faces;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** Commands as MyFaces and Mojarra post them, as DayTrader's two kinds of plans send them. */
class PostbackTest {

    private static Postback postback(String form, String... nameValues) {
        MockHttpServletRequest request = new MockHttpServletRequest("POST", "/x.faces");
        for (int i = 0; i < nameValues.length; i += 2) {
            request.addParameter(nameValues[i], nameValues[i + 1]);
        }
        return new Postback(form, request, new FacesView("t"));
    }

    @Test
    void myFacesLinksAndButtons() {
        Postback logout = postback("tradeHome", "tradeHome:_idcl", "tradeHome:logoff", "tradeHome_SUBMIT", "1");
        assertThat(logout.activated("logoff")).isTrue();
        assertThat(logout.activated("submit")).isFalse();
        Postback sell = postback("portfolio", "portfolio:_idcl", "portfolio:holdings:3:sell");
        assertThat(sell.row("holdings", "sell")).isEqualTo(3);
        Postback buy = postback("quotes", "quotes:quotes:0:buy", "buy", "quotes:quotes:0:quantity", "7");
        assertThat(buy.row("quotes", "buy")).isZero();
        assertThat(buy.field("quotes:0:quantity")).isEqualTo("7");
    }

    @Test
    void mojarraLinks() {
        assertThat(postback("tradeHome", "tradeHome:logoff", "tradeHome:logoff", "tradeHome", "tradeHome")
                .activated("logoff")).isTrue();
        assertThat(postback("portfolio", "portfolio:holdings:12:sell", "portfolio:holdings:12:sell")
                .row("holdings", "sell")).isEqualTo(12);
    }

    @Test
    void nothingIsActivatedWithoutAViewStateOrByOtherFormsFields() {
        assertThat(Postback.none("login").activated("submit")).isFalse();
        assertThat(Postback.none("quotes").row("quotes", "buy")).isEqualTo(-1);
        assertThat(postback("quotes", "other:quotes:0:buy", "buy").row("quotes", "buy")).isEqualTo(-1);
        assertThat(postback("quotes", "quotes:quotes:x:buy", "buy").row("quotes", "buy")).isEqualTo(-1);
        assertThat(postback("quotes", "quotes:quotes:99999999999:buy", "buy").row("quotes", "buy")).isEqualTo(-1);
        assertThat(postback("tradeHome", "tradeHome:_idcl", "portfolio:logoff").activated("logoff")).isFalse();
    }
}
