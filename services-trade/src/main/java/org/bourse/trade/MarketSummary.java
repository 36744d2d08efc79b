package org.bourse.trade;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.bourse.dal.trade.Quote;

/**
 * The market summary: TSIA (average price of all quotes), openTSIA (average open price), total
 * volume, top 5 gainers and losers, when it was computed, and gainPercent = (TSIA/openTSIA − 1) × 100.
 */
public record MarketSummary(BigDecimal tsia, BigDecimal openTsia, BigDecimal volume, List<Quote> topGainers,
        List<Quote> topLosers, Instant summaryDate, BigDecimal gainPercent) {
}
