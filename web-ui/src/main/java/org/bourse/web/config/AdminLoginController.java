package org.bourse.web.config;

import org.bourse.trade.AdminAccount;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The administrator's login form (Spring Security processes its POST). Without {@code bourse.admin.password}
 * the page says how to set it ({@code BOURSE_ADMIN_PASSWORD}).
 */
@Controller
class AdminLoginController {

    private final AdminAccount admin;

    AdminLoginController(AdminAccount admin) {
        this.admin = admin;
    }

    @GetMapping("/config/login")
    String login(Model model) {
        model.addAttribute("adminEnabled", admin.enabled());
        model.addAttribute("adminUser", admin.user());
        return "config/login";
    }
}
