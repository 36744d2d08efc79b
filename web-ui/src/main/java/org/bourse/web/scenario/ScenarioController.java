package org.bourse.web.scenario;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.Holding;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.account.AccountPage;
import org.bourse.web.account.HomePage;
import org.bourse.web.account.ProfileForm;
import org.bourse.web.account.RegisterPage;
import org.bourse.web.order.OrderPage;
import org.bourse.web.portfolio.PortfolioPage;
import org.bourse.web.quotes.QuotesPage;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.security.TradeLogin;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code /scenario}: DayTrader's scenario driver. A session without a user logs in the next user of a
 * shuffled deck ({@code uid:N}, password {@code xxx}); otherwise one action dealt from the standard mix
 * runs and its page is returned. {@code ?action=n} returns a trivial page (the HTTP and servlet cost
 * alone); {@code ?action=x} with another of DayTrader's letters runs that action. The driver only acts
 * for sessions it logged in itself: a session logged in through the pages is left alone.
 */
@Controller
class ScenarioController {

    static final String SCENARIO_PASSWORD = "xxx";
    static final String REGISTERED_PASSWORD = "yyy";
    static final BigDecimal REGISTERED_BALANCE = new BigDecimal("1000000");

    private final TradeServices trade;
    private final TradeLogin login;
    private final RuntimeSettings settings;
    private final ScenarioStatistics statistics;
    private final HomePage home;
    private final QuotesPage quotes;
    private final AccountPage account;
    private final PortfolioPage portfolio;
    private final OrderPage orders;
    private final RegisterPage register;
    private final ScenarioMix mix = new ScenarioMix();
    private final UserDeck users;
    private final RandomValues random;
    private final byte[] trivialPage;

    ScenarioController(TradeServices trade, TradeLogin login, RuntimeSettings settings, ScenarioStatistics statistics,
            PopulationSettings population, HomePage home, QuotesPage quotes, AccountPage account,
            PortfolioPage portfolio, OrderPage orders, RegisterPage register, MessageSource messages) {
        this.trade = trade;
        this.login = login;
        this.settings = settings;
        this.statistics = statistics;
        this.home = home;
        this.quotes = quotes;
        this.account = account;
        this.portfolio = portfolio;
        this.orders = orders;
        this.register = register;
        this.users = new UserDeck(population.users());
        this.random = new RandomValues(population.quotes());
        this.trivialPage = ("<!DOCTYPE html><html><head><title>"
                + messages.getMessage("scenario.trivial.title", null, Locale.ROOT) + "</title></head><body>"
                + messages.getMessage("scenario.trivial.body", null, Locale.ROOT) + "</body></html>")
                .getBytes(StandardCharsets.UTF_8);
        statistics.attach(mix);
    }

    @RequestMapping("/scenario")
    String scenario(@RequestParam(name = "action", required = false) String action, HttpServletRequest request,
            HttpServletResponse response, Model model) throws IOException {
        if (!settings.scenarioEnabled()) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return null;
        }
        if (action != null && action.startsWith("n")) {
            response.setContentType("text/html;charset=UTF-8");
            response.setContentLength(trivialPage.length);
            response.getOutputStream().write(trivialPage);
            return null;
        }
        statistics.captureBaseline(trade::runStatistics);
        HttpSession session = request.getSession(false);
        ScenarioSession state = session == null ? null : (ScenarioSession) session.getAttribute(ScenarioSession.ATTRIBUTE);
        String user = CurrentUser.userId().orElse(null);
        if (user != null && (state == null || !state.userId().equals(user))) {
            model.addAttribute(Status.MODEL, Status.error("scenario.notScenarioSession"));
            return Pages.WELCOME;
        }
        if (user == null) {
            return loginNext(request, response, model);
        }
        ScenarioAction next = action == null || action.isEmpty() ? null : ScenarioAction.ofLetter(action.charAt(0));
        if (next == null || next == ScenarioAction.LOGIN) {
            next = mix.draw(user.startsWith("ru:"));
            statistics.dealt();
        }
        try {
            return perform(next, user, state, request, response, model);
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
            return Pages.WELCOME;
        }
    }

    private String loginNext(HttpServletRequest request, HttpServletResponse response, Model model) {
        boolean newClient = request.getRequestedSessionId() == null;
        String userId = users.next();
        try {
            login.login(userId, SCENARIO_PASSWORD, request, response);
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, Status.error("scenario.loginFailed", userId));
            return Pages.WELCOME;
        }
        statistics.login(newClient);
        request.getSession().setAttribute(ScenarioSession.ATTRIBUTE, new ScenarioSession(userId));
        return home.show(userId, request.getSession(false), model);
    }

    /**
     * Performs the action, and counts it once performed: one that failed (the database not answering, say)
     * changed nothing the run verification would find, and must not be expected there.
     */
    private String perform(ScenarioAction action, String user, ScenarioSession state, HttpServletRequest request,
            HttpServletResponse response, Model model) {
        if (action == ScenarioAction.SELL) {
            return sell(user, state, request, model);
        }
        String view = switch (action) {
            case HOME -> home.show(user, request.getSession(false), model);
            case QUOTE -> quotes.show(random.symbols(), model);
            case ACCOUNT -> account.show(user, false, model);
            case UPDATE_PROFILE -> {
                ProfileForm form = new ProfileForm();
                form.setFullname(random.fullName());
                form.setAddress(random.address());
                form.setEmail(random.email(user));
                form.setCreditcard(random.creditCard());
                yield account.update(user, form, model);
            }
            case PORTFOLIO -> portfolio.show(user, model);
            case LOGOUT -> {
                login.logout(user, request, response);
                model.addAttribute(Status.MODEL, Status.info("welcome.loggedOut"));
                yield Pages.WELCOME;
            }
            case REGISTER -> registerNewUser(user, request, response, model);
            case BUY -> acknowledged(orders.buy(user, random.symbol(), random.quantity(), model), model);
            default -> throw new IllegalStateException("No scenario step for " + action);
        };
        statistics.performed(action);
        return view;
    }

    /** A sell of a holding this session has not sold yet, else a buy, counted as what it was once placed. */
    private String sell(String user, ScenarioSession state, HttpServletRequest request, Model model) {
        for (Holding h : trade.holdings(user)) {
            if (!state.isSelling(h.holdingId())) {
                state.selling(h.holdingId());
                // set again: a shared session store writes an attribute when it is set, not when
                // the object it holds changes
                request.getSession().setAttribute(ScenarioSession.ATTRIBUTE, state);
                Optional<String> sold = orders.sellIfHeld(user, h.holdingId(), model);
                if (sold.isPresent()) {
                    statistics.performed(ScenarioAction.SELL);
                    return acknowledged(sold.get(), model);
                }
                // Sold by another session of this user (an earlier login, or the same user dealt
                // by another node), its order maybe still open: not counted as a sell the
                // verification would expect in the database; the next holding is tried.
            }
        }
        String bought = orders.buy(user, random.symbol(), random.quantity(), model);
        mix.sellBecameBuy();
        statistics.performed(ScenarioAction.BUY);
        return acknowledged(bought, model);
    }

    /** Remembers the order the page confirms, if the buy or sell was accepted (the run check's I6). */
    private String acknowledged(String view, Model model) {
        OrderPage.placedOrder(model).ifPresent(order -> statistics.acknowledged(order.orderId()));
        return view;
    }

    /** DayTrader's register step: the current user logs out, and a new {@code ru:} user registers and logs in. */
    private String registerNewUser(String user, HttpServletRequest request, HttpServletResponse response, Model model) {
        login.logout(user, request, response);
        String userId = random.newUserId();
        register.register(new Registration(userId, REGISTERED_PASSWORD, random.fullName(), random.address(),
                random.email(userId), random.creditCard(), REGISTERED_BALANCE), request, response);
        request.getSession().setAttribute(ScenarioSession.ATTRIBUTE, new ScenarioSession(userId));
        model.addAttribute(Status.MODEL, Status.info("register.done", userId));
        return home.show(userId, request.getSession(false), model);
    }

    /** For tests: the sells that became buys and are not yet made up for. */
    long sellDeficit() {
        return mix.sellDeficit();
    }
}
