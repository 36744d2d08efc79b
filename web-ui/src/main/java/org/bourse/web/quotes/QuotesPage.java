package org.bourse.web.quotes;

import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.QuoteView;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/** The quotes of a comma list of symbols, each with a buy form (quantity 100 by default). */
@Component
public class QuotesPage {

    /** What DayTrader shows when no symbols are given. */
    public static final String DEFAULT_SYMBOLS = "s:0,s:1,s:2,s:3,s:4";
    public static final int DEFAULT_QUANTITY = 100;

    private final TradeServices trade;
    private final Formats formats;

    public QuotesPage(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    public String show(String symbols, Model model) {
        String asked = symbols == null || symbols.isBlank() ? DEFAULT_SYMBOLS : symbols;
        model.addAttribute("symbols", asked);
        model.addAttribute("quotes", trade.quotes(asked).stream().map(q -> QuoteView.of(q, formats)).toList());
        model.addAttribute("defaultQuantity", DEFAULT_QUANTITY);
        return Pages.QUOTES;
    }
}
