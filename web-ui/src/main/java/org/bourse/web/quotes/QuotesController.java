package org.bourse.web.quotes;

import org.bourse.trade.TradeException;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

/** {@code /app?action=quotes&symbols=s:1,s:2}. */
@Controller
class QuotesController {

    private final QuotesPage quotes;

    QuotesController(QuotesPage quotes) {
        this.quotes = quotes;
    }

    @RequestMapping(path = "/app", params = "action=quotes")
    String quotes(@RequestParam(name = "symbols", required = false) String symbols, Model model) {
        if (CurrentUser.userId().isEmpty()) {
            return Pages.notLoggedIn(model);
        }
        try {
            return quotes.show(symbols, model);
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
            return quotes.show(null, model);
        }
    }
}
