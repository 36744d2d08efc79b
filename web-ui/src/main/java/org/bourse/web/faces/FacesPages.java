package org.bourse.web.faces;

import java.util.List;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.TradeException;
import org.bourse.web.quotes.QuotesPage;
import org.bourse.web.security.TradeLogin;
import org.bourse.web.system.QuoteView;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/**
 * What the {@code *.faces} pages share: their views, the view state written into each, the redirect of a
 * logged-out request (DayTrader's JSF login filter), and the two commands of every logged-in page's form,
 * Logoff and the quotes box.
 */
@Component
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
final class FacesPages {

    /** The one switch that serves the family. */
    static final String ENABLED = "bourse.web.daytrader-script-compatibility";

    static final String WELCOME = "faces/welcome";
    static final String HOME = "faces/tradehome";
    static final String QUOTE = "faces/quote";
    static final String PORTFOLIO = "faces/portfolio";
    static final String ORDER = "faces/order";
    static final String ACCOUNT = "faces/account";
    static final String REGISTER = "faces/register";
    static final String MARKET = "faces/marketSummary";
    static final String EXPIRED = "faces/expired";

    /** DayTrader's filter sends a logged-out request for a user's page to the login page. */
    static final String TO_WELCOME = "redirect:/welcome.faces";
    static final String VIEW_STATE = "viewState";

    private final ViewStates views;
    private final TradeLogin login;
    private final QuotesPage quotes;

    FacesPages(ViewStates views, TradeLogin login, QuotesPage quotes) {
        this.views = views;
        this.login = login;
        this.quotes = quotes;
    }

    /** The view, with this session's view state for its form. */
    String render(String view, HttpServletRequest request, Model model) {
        model.addAttribute(VIEW_STATE, views.stored(request).token());
        return view;
    }

    /**
     * Runs the Logoff link or the quotes box's button ({@code quotesButton}: {@code submit} on the home
     * page, {@code submit2} elsewhere) if one of them sent the postback.
     */
    Optional<String> common(Postback postback, String quotesButton, String userId, HttpServletRequest request,
            HttpServletResponse response, Model model) {
        if (postback.activated("logoff")) {
            login.logout(userId, request, response);
            return Optional.of(render(WELCOME, request, model));
        }
        if (postback.activated(quotesButton)) {
            return Optional.of(quotes(postback.field("symbols"), request, model));
        }
        return Optional.empty();
    }

    /** The quote page for {@code symbols}, or for the symbols this session last asked for. */
    String quotes(String symbols, HttpServletRequest request, Model model) {
        FacesView view = views.current(request);
        String asked = symbols == null || symbols.isBlank() ? view.symbols() : symbols.strip();
        try {
            quotes.show(asked, model);
            view.symbols(asked);
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
            quotes.show(null, model);
        }
        @SuppressWarnings("unchecked")
        List<QuoteView> shown = (List<QuoteView>) model.getAttribute("quotes");
        view.quoteRows(shown.stream().map(QuoteView::symbol).toList());
        return render(QUOTE, request, model);
    }

    FacesView view(HttpServletRequest request) {
        return views.current(request);
    }

    /** A new view state for the session just logged in. */
    void loggedIn(HttpServletRequest request) {
        views.renew(request);
    }

    Postback postback(HttpServletRequest request, String form) {
        return views.postback(request, form);
    }
}
