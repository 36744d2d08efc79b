package org.bourse.web.faces;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.TradeException;
import org.bourse.web.account.HomePage;
import org.bourse.web.security.TradeLogin;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * {@code welcome.faces}: the login form ({@code login:uid}, {@code login:password}, button
 * {@code login:submit}); a GET or a POST without a view state just shows it. A login goes through the
 * same {@link TradeLogin} as {@code /app}'s and shows the home page saying "Ready to Trade".
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class WelcomeFaces {

    static final String FORM = "login";

    private final FacesPages pages;
    private final TradeLogin login;
    private final HomePage home;

    WelcomeFaces(FacesPages pages, TradeLogin login, HomePage home) {
        this.pages = pages;
        this.login = login;
        this.home = home;
    }

    @RequestMapping("/welcome.faces")
    String welcome(HttpServletRequest request, HttpServletResponse response, Model model) {
        Postback postback = pages.postback(request, FORM);
        if (!postback.activated("submit")) {
            return pages.render(FacesPages.WELCOME, request, model);
        }
        String uid = postback.field("uid");
        String password = postback.field("password");
        model.addAttribute("uid", uid);
        if (uid == null || uid.isBlank() || password == null || password.isEmpty()) {
            model.addAttribute(Status.MODEL, Status.error("faces.login.required"));
            return pages.render(FacesPages.WELCOME, request, model);
        }
        try {
            login.login(uid, password, request, response);
        } catch (TradeException.LoginFailed e) {
            model.addAttribute(Status.MODEL, Status.error("faces.login.failed"));
            return pages.render(FacesPages.WELCOME, request, model);
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
            return pages.render(FacesPages.WELCOME, request, model);
        }
        pages.loggedIn(request);
        model.addAttribute(Status.MODEL, Status.info("faces.login.ready"));
        home.show(uid, request.getSession(false), model);
        return pages.render(FacesPages.HOME, request, model);
    }
}
