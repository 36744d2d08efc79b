package org.bourse.dal.jdbc;

import java.util.List;

import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.MarketTotals;
import org.bourse.dal.trade.Quote;

/** The market-summary queries; full scans of the quote table, run at most once per summary interval. */
public class JdbcMarketStore implements MarketStore {

    private final Jdbc jdbc;

    public JdbcMarketStore(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public MarketTotals totals() {
        return jdbc.one("Reading market totals", TradeSql.MARKET_TOTALS, ps -> { },
                rs -> new MarketTotals(rs.getBigDecimal(1), rs.getBigDecimal(2), rs.getBigDecimal(3), rs.getLong(4)))
                .orElseThrow();
    }

    @Override
    public List<Quote> topGainers(int n) {
        return jdbc.list("Reading top gainers", TradeSql.MARKET_GAINERS, ps -> ps.setInt(1, n), Rows::quote);
    }

    @Override
    public List<Quote> topLosers(int n) {
        return jdbc.list("Reading top losers", TradeSql.MARKET_LOSERS, ps -> ps.setInt(1, n), Rows::quote);
    }
}
