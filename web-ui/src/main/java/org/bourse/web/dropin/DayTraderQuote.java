package org.bourse.web.dropin;

import java.math.BigDecimal;

import org.bourse.dal.trade.Quote;

/**
 * A quote as DayTrader 8's JAX-RS resource writes it (JSON-B of its {@code QuoteDataBean}): the bean's
 * properties in alphabetical order, change and volume as doubles ({@code 1.5}, {@code 12345.0}), prices
 * as decimals.
 */
record DayTraderQuote(double change, String companyName, BigDecimal high, BigDecimal low, BigDecimal open,
        BigDecimal price, String symbol, double volume) {

    static DayTraderQuote of(Quote q) {
        return new DayTraderQuote(q.change().doubleValue(), q.companyName(), q.high(), q.low(), q.open(), q.price(),
                q.symbol(), q.volume().doubleValue());
    }
}
