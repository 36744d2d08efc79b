package org.bourse.web.faces;

import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.TradeServices;
import org.bourse.web.account.HomePage;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Formats;
import org.bourse.web.system.MarketView;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * The pages that only show and offer the common commands (Logoff, quotes): {@code tradehome.faces} (form
 * {@code tradeHome}, whose quotes button is {@code submit}), {@code marketSummary.faces} and
 * {@code order.faces} (an order page of its own: the order placed is shown by the buy or sell that placed it).
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class HomeFaces {

    private final FacesPages pages;
    private final HomePage home;
    private final TradeServices trade;
    private final Formats formats;

    HomeFaces(FacesPages pages, HomePage home, TradeServices trade, Formats formats) {
        this.pages = pages;
        this.home = home;
        this.trade = trade;
        this.formats = formats;
    }

    @RequestMapping("/tradehome.faces")
    String home(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, "tradeHome");
        return pages.common(postback, "submit", user.get(), request, response, model).orElseGet(() -> {
            home.show(user.get(), request.getSession(false), model);
            return pages.render(FacesPages.HOME, request, model);
        });
    }

    @RequestMapping("/marketSummary.faces")
    String market(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, "marketSummary");
        return pages.common(postback, "submit2", user.get(), request, response, model).orElseGet(() -> {
            model.addAttribute("market", MarketView.of(trade.marketSummary(), formats));
            return pages.render(FacesPages.MARKET, request, model);
        });
    }

    @RequestMapping("/order.faces")
    String order(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, "order");
        return pages.common(postback, "submit2", user.get(), request, response, model)
                .orElseGet(() -> pages.render(FacesPages.ORDER, request, model));
    }
}
