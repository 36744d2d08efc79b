package org.bourse.web.portfolio;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Quote;
import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/** The portfolio: every holding with its current value and a sell link, and the totals. */
@Component
public class PortfolioPage {

    /** Symbols per quotes call: within the services' default {@code max-quote-symbols}. */
    static final int SYMBOLS_PER_CALL = 100;

    private final TradeServices trade;
    private final Formats formats;

    public PortfolioPage(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    public String show(String userId, Model model) {
        List<Holding> holdings = trade.holdings(userId);
        Map<String, BigDecimal> prices = prices(holdings);
        List<PortfolioRow> rows = new ArrayList<>(holdings.size());
        BigDecimal basis = BigDecimal.ZERO.setScale(2);
        BigDecimal value = BigDecimal.ZERO.setScale(2);
        for (Holding h : holdings) {
            BigDecimal price = prices.getOrDefault(h.symbol(), h.purchasePrice());
            BigDecimal b = h.quantity().multiply(h.purchasePrice()).setScale(2, RoundingMode.HALF_UP);
            BigDecimal v = h.quantity().multiply(price).setScale(2, RoundingMode.HALF_UP);
            rows.add(PortfolioRow.of(h, price, b, v, formats));
            basis = basis.add(b);
            value = value.add(v);
        }
        model.addAttribute("userId", userId);
        model.addAttribute("rows", rows);
        model.addAttribute("totalBasis", basis);
        model.addAttribute("totalValue", value);
        model.addAttribute("totalGain", value.subtract(basis));
        model.addAttribute("totalGainPercent", basis.signum() == 0 ? BigDecimal.ZERO
                : value.subtract(basis).multiply(BigDecimal.valueOf(100)).divide(basis, 2, RoundingMode.HALF_UP));
        return Pages.PORTFOLIO;
    }

    private Map<String, BigDecimal> prices(List<Holding> holdings) {
        Set<String> symbols = new LinkedHashSet<>();
        for (Holding h : holdings) {
            symbols.add(h.symbol());
        }
        Map<String, BigDecimal> prices = new HashMap<>();
        List<String> all = new ArrayList<>(symbols);
        for (int from = 0; from < all.size(); from += SYMBOLS_PER_CALL) {
            String batch = String.join(",", all.subList(from, Math.min(all.size(), from + SYMBOLS_PER_CALL)));
            for (Quote q : trade.quotes(batch)) {
                prices.put(q.symbol(), q.price());
            }
        }
        return prices;
    }
}
