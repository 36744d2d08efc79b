package org.bourse.web.primitive.jdbc;

import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.web.primitive.HitCount;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.server.ResponseStatusException;

/**
 * DayTrader's PingJDBCRead2JSP at {@code /servlet/PingJDBCRead2JSP}: PingJDBCRead's quote read, handed to
 * a template that lists it.
 */
@Controller
@WhenPrimitivesEnabled
class PingJdbcRead2JspController {

    private final QuoteStore quotes;
    private final RandomSymbols symbols;
    private final HitCount hits = new HitCount();

    PingJdbcRead2JspController(QuoteStore quotes, RandomSymbols symbols) {
        this.quotes = quotes;
        this.symbols = symbols;
    }

    @GetMapping("/servlet/PingJDBCRead2JSP")
    String read(Model model) {
        String symbol = symbols.next();
        Quote quote = quotes.find(symbol).orElseThrow(() -> new ResponseStatusException(
                HttpStatus.INTERNAL_SERVER_ERROR, "PingJDBCRead2JSP: no quote " + symbol));
        model.addAttribute("initTime", hits.initTime());
        model.addAttribute("hitCount", Long.toString(hits.next()));
        model.addAttribute("quoteData", quote);
        return "primitive/quote-data";
    }
}
