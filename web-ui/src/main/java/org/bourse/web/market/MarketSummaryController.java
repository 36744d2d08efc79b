package org.bourse.web.market;

import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.MarketView;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/** {@code /app?action=mksummary}: the summary rendered on the server; a script, if it runs, keeps it live. */
@Controller
class MarketSummaryController {

    private final TradeServices trade;
    private final Formats formats;

    MarketSummaryController(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    @RequestMapping(path = "/app", params = "action=mksummary")
    String marketSummary(Model model) {
        if (CurrentUser.userId().isEmpty()) {
            return Pages.notLoggedIn(model);
        }
        model.addAttribute("market", MarketView.of(trade.marketSummary(), formats));
        model.addAttribute("live", true);
        return Pages.MARKET;
    }
}
