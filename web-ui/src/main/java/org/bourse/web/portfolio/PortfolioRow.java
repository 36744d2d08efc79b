package org.bourse.web.portfolio;

import java.math.BigDecimal;

import org.bourse.dal.trade.Holding;
import org.bourse.web.system.Formats;

/**
 * One holding as the portfolio shows it: basis = quantity × purchase price, market value = quantity ×
 * current price (the purchase price if the quote is gone), gain = market value − basis. The texts are
 * formatted once in Java, so the template only reads properties (see docs/benchmarks/trade-web.md).
 */
public record PortfolioRow(Holding holding, BigDecimal currentPrice, BigDecimal basis, BigDecimal marketValue,
        BigDecimal gain, Text text) {

    /** The row's cells as printed. */
    public record Text(String purchaseDate, String quantity, String purchasePrice, String currentPrice, String basis,
            String marketValue, String gain, String trend) {
    }

    static PortfolioRow of(Holding h, BigDecimal currentPrice, BigDecimal basis, BigDecimal marketValue,
            Formats f) {
        BigDecimal gain = marketValue.subtract(basis);
        return new PortfolioRow(h, currentPrice, basis, marketValue, gain, new Text(f.date(h.purchaseDate()),
                f.quantity(h.quantity()), f.money(h.purchasePrice()), f.money(currentPrice), f.money(basis),
                f.money(marketValue), f.money(gain), f.trend(gain)));
    }
}
