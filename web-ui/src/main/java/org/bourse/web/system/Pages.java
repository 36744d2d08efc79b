package org.bourse.web.system;

import org.springframework.ui.Model;

/** View names and model keys shared by several features. */
public final class Pages {

    public static final String WELCOME = "welcome/welcome";
    public static final String HOME = "account/home";
    public static final String ACCOUNT = "account/account";
    public static final String REGISTER = "account/register";
    public static final String PORTFOLIO = "portfolio/portfolio";
    public static final String QUOTES = "quotes/quotes";
    public static final String ORDER = "order/confirmation";
    public static final String CONFIRM = "order/confirm";
    public static final String MARKET = "market/summary";

    private Pages() {
    }

    /** The welcome page saying the request needs a logged-in user (DayTrader answers 200 with the login form). */
    public static String notLoggedIn(Model model) {
        model.addAttribute(Status.MODEL, Status.error("error.notLoggedIn"));
        return WELCOME;
    }
}
