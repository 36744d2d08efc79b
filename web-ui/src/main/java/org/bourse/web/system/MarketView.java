package org.bourse.web.system;

import java.util.List;

import org.bourse.trade.MarketSummary;

/** The market summary as the pages print it, formatted once (see {@link QuoteView}). */
public record MarketView(String tsia, String openTsia, String gainPercent, String trend, String volume,
        String summaryDate, List<QuoteView> topGainers, List<QuoteView> topLosers) {

    public static MarketView of(MarketSummary s, Formats f) {
        return new MarketView(f.decimal(s.tsia()), f.decimal(s.openTsia()), f.percent(s.gainPercent()),
                f.trend(s.gainPercent()), f.quantity(s.volume()), f.date(s.summaryDate()),
                s.topGainers().stream().map(q -> QuoteView.of(q, f)).toList(),
                s.topLosers().stream().map(q -> QuoteView.of(q, f)).toList());
    }
}
