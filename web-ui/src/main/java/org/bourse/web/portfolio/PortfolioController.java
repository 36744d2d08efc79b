package org.bourse.web.portfolio;

import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/** {@code /app?action=portfolio}. */
@Controller
class PortfolioController {

    private final PortfolioPage portfolio;

    PortfolioController(PortfolioPage portfolio) {
        this.portfolio = portfolio;
    }

    @RequestMapping(path = "/app", params = "action=portfolio")
    String portfolio(Model model) {
        return CurrentUser.userId().map(user -> portfolio.show(user, model)).orElseGet(() -> Pages.notLoggedIn(model));
    }
}
