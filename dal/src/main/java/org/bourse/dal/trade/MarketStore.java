package org.bourse.dal.trade;

import java.util.List;

/** The queries behind the market summary. */
public interface MarketStore {

    MarketTotals totals();

    /** The {@code n} quotes with the largest change, largest first. */
    List<Quote> topGainers(int n);

    /** The {@code n} quotes with the smallest change, smallest first. */
    List<Quote> topLosers(int n);
}
