package org.bourse.web.system;

import org.bourse.dal.trade.Quote;

/**
 * A quote as the pages print it, formatted once in Java: templates then only read properties, which
 * costs Thymeleaf's SpEL far less than calling a formatting bean per cell (docs/benchmarks/trade-web.md).
 */
public record QuoteView(String symbol, String companyName, String price, String open, String low, String high,
        String change, String volume, String trend) {

    public static QuoteView of(Quote q, Formats f) {
        return new QuoteView(q.symbol(), q.companyName(), f.money(q.price()), f.money(q.open()), f.money(q.low()),
                f.money(q.high()), f.money(q.change()), f.quantity(q.volume()), f.trend(q.change()));
    }
}
