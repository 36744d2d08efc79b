package org.bourse.web.dropin;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.bourse.dal.trade.Quote;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * DayTrader 8's JAX-RS quotes: {@code GET /rest/quotes/{symbols}} and {@code POST /rest/quotes} with the
 * form field {@code symbols}, a comma list, answering a JSON array with one {@link DayTraderQuote} per
 * symbol asked, in the order asked, and {@code null} for a symbol that has none (as DayTrader's list holds
 * its null bean). Anonymous, as DayTrader's is; read-only, so outside the CSRF rules. At most
 * {@code bourse.trade.max-quote-symbols} symbols (one query), else 400.
 */
@RestController
@ConditionalOnBooleanProperty("bourse.web.daytrader-script-compatibility")
class RestQuotesController {

    private final TradeServices trade;

    RestQuotesController(TradeServices trade) {
        this.trade = trade;
    }

    @GetMapping(path = "/rest/quotes/{symbols}", produces = MediaType.APPLICATION_JSON_VALUE)
    List<DayTraderQuote> quotesGet(@PathVariable("symbols") String symbols) {
        return quotes(symbols);
    }

    @PostMapping(path = "/rest/quotes", consumes = MediaType.APPLICATION_FORM_URLENCODED_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    List<DayTraderQuote> quotesPost(@RequestParam(name = "symbols", required = false) String symbols) {
        return quotes(symbols);
    }

    private List<DayTraderQuote> quotes(String symbols) {
        if (symbols == null || symbols.isEmpty()) {
            return List.of();
        }
        Map<String, Quote> found = trade.quotes(symbols).stream()
                .collect(Collectors.toMap(Quote::symbol, Function.identity(), (a, b) -> a));
        List<DayTraderQuote> answer = new ArrayList<>();
        for (String symbol : symbols.split(",")) {
            Quote q = found.get(symbol);
            answer.add(q == null ? null : DayTraderQuote.of(q));
        }
        return answer;
    }

    @ExceptionHandler(TradeException.class)
    ResponseEntity<Map<String, String>> refused(TradeException e) {
        HttpStatus status = e instanceof TradeException.InvalidInput ? HttpStatus.BAD_REQUEST
                : HttpStatus.SERVICE_UNAVAILABLE;
        return ResponseEntity.status(status).contentType(MediaType.APPLICATION_JSON)
                .body(Map.of("error", String.valueOf(e.getMessage())));
    }
}
