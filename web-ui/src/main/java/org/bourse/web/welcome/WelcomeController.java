package org.bourse.web.welcome;

import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.TradeException;
import org.bourse.web.WebSettings;
import org.bourse.web.account.HomePage;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.security.TradeLogin;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code /app} without an action (welcome, or home when logged in), {@code login} (uid, passwd),
 * {@code logout}, and any action this server does not know.
 */
@Controller
class WelcomeController {

    private final TradeLogin login;
    private final HomePage home;
    private final boolean compatibility;

    WelcomeController(TradeLogin login, HomePage home, WebSettings settings) {
        this.login = login;
        this.home = home;
        this.compatibility = settings.daytraderScriptCompatibility();
    }

    @RequestMapping(path = "/app", params = "!action")
    String welcome(HttpServletRequest request, Model model) {
        Optional<String> user = CurrentUser.userId();
        return user.isPresent() ? home.show(user.get(), request.getSession(false), model) : Pages.WELCOME;
    }

    @RequestMapping("/")
    String root(HttpServletRequest request, Model model) {
        return welcome(request, model);
    }

    /** Any action this server does not serve: the welcome (or home) page saying so. */
    @RequestMapping("/app")
    String unknownAction(@RequestParam(name = "action", required = false) String action, HttpServletRequest request,
            Model model) {
        model.addAttribute(Status.MODEL, Status.error("error.unknownAction", action));
        return welcome(request, model);
    }

    @PostMapping(path = "/app", params = "action=login")
    String login(@RequestParam(name = "uid", required = false) String uid,
            @RequestParam(name = "passwd", required = false) String passwd, HttpServletRequest request,
            HttpServletResponse response, Model model) {
        if (uid == null || uid.isBlank() || passwd == null) {
            model.addAttribute("uid", uid);
            model.addAttribute(Status.MODEL, Status.error("error.loginFailed"));
            return Pages.WELCOME;
        }
        try {
            login.login(uid, passwd, request, response);
        } catch (TradeException e) {
            model.addAttribute("uid", uid);
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
            return Pages.WELCOME;
        }
        return home.show(uid, request.getSession(false), model);
    }

    /** A login in the query string: DayTrader's scripts may send one; otherwise the form, uid filled in. */
    @GetMapping(path = "/app", params = "action=login")
    String loginByGet(@RequestParam(name = "uid", required = false) String uid,
            @RequestParam(name = "passwd", required = false) String passwd, HttpServletRequest request,
            HttpServletResponse response, Model model) {
        if (compatibility) {
            return login(uid, passwd, request, response, model);
        }
        model.addAttribute("uid", uid);
        return Pages.WELCOME;
    }

    @PostMapping(path = "/app", params = "action=logout")
    String logout(HttpServletRequest request, HttpServletResponse response, Model model) {
        CurrentUser.userId().ifPresentOrElse(user -> login.logout(user, request, response),
                () -> login.endSession(request, response));
        model.addAttribute(Status.MODEL, Status.info("welcome.loggedOut"));
        return Pages.WELCOME;
    }

    /** DayTrader's logout link; without the compatibility setting it asks for a confirming POST. */
    @GetMapping(path = "/app", params = "action=logout")
    String logoutByGet(HttpServletRequest request, HttpServletResponse response, Model model) {
        if (compatibility || CurrentUser.userId().isEmpty()) {
            return logout(request, response, model);
        }
        model.addAttribute("confirm", "logout");
        return Pages.CONFIRM;
    }
}
