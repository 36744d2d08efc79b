package org.bourse.web.account;

import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code /app?action=home}, {@code account} (with {@code showAllOrders}), {@code update_profile} and
 * {@code register}. Changes are POSTs with a CSRF token; with the DayTrader script compatibility setting
 * on, DayTrader's GETs change things too.
 */
@Controller
class AccountController {

    private final HomePage home;
    private final AccountPage account;
    private final RegisterPage register;
    private final boolean compatibility;

    AccountController(HomePage home, AccountPage account, RegisterPage register,
            org.bourse.web.WebSettings settings) {
        this.home = home;
        this.account = account;
        this.register = register;
        this.compatibility = settings.daytraderScriptCompatibility();
    }

    @RequestMapping(path = "/app", params = "action=home")
    String home(HttpServletRequest request, Model model) {
        Optional<String> user = CurrentUser.userId();
        return user.isEmpty() ? Pages.notLoggedIn(model) : home.show(user.get(), request.getSession(false), model);
    }

    @RequestMapping(path = "/app", params = "action=account")
    String account(@RequestParam(name = "showAllOrders", required = false) String showAllOrders, Model model) {
        Optional<String> user = CurrentUser.userId();
        boolean all = showAllOrders != null && !"false".equalsIgnoreCase(showAllOrders);
        return user.isEmpty() ? Pages.notLoggedIn(model) : account.show(user.get(), all, model);
    }

    @PostMapping(path = "/app", params = "action=update_profile")
    String updateProfile(@ModelAttribute(AccountPage.FORM) ProfileForm form, Model model) {
        Optional<String> user = CurrentUser.userId();
        return user.isEmpty() ? Pages.notLoggedIn(model) : account.update(user.get(), form, model);
    }

    /** DayTrader's scripts update the profile with a GET; without the compatibility setting, the account page. */
    @GetMapping(path = "/app", params = "action=update_profile")
    String updateProfileByGet(@ModelAttribute(AccountPage.FORM) ProfileForm form, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return Pages.notLoggedIn(model);
        }
        if (compatibility) {
            return account.update(user.get(), form, model);
        }
        model.asMap().remove(AccountPage.FORM);
        return account.show(user.get(), false, model);
    }

    @PostMapping(path = "/app", params = "action=register")
    String register(HttpServletRequest request, HttpServletResponse response, Model model) {
        return register.register(RegistrationForm.from(request), request, response, model);
    }

    /** The registration form; with the compatibility setting on, a GET carrying the fields registers. */
    @GetMapping(path = "/app", params = "action=register")
    String registerByGet(HttpServletRequest request, HttpServletResponse response, Model model) {
        if (compatibility && request.getParameter(RegistrationForm.USER_ID) != null) {
            return register.register(RegistrationForm.from(request), request, response, model);
        }
        return register.form(model);
    }
}
