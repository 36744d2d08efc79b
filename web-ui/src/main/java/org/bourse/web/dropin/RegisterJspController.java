package org.bourse.web.dropin;

import org.bourse.web.account.RegisterPage;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** DayTrader's registration page at its JSP's address: the same form as {@code /app?action=register}. */
@Controller
@ConditionalOnBooleanProperty("bourse.web.daytrader-script-compatibility")
class RegisterJspController {

    private final RegisterPage register;

    RegisterJspController(RegisterPage register) {
        this.register = register;
    }

    @GetMapping("/register.jsp")
    String registerPage(Model model) {
        return register.form(model);
    }
}
