package org.bourse.dal.jdbc;

import javax.sql.DataSource;

import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderOutbox;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;

/**
 * The Trade stores of one database over one {@link DataSource}, as the selected database's
 * {@code org.bourse.dal.spi.Database} builds them, for the application context and for tests and tools
 * without one. The outbox serves the broker order mode only; the other modes never touch it. Statements
 * join the Spring transaction bound to that data source, if any.
 */
public record TradeStores(QuoteStore quotes, AccountStore accounts, HoldingStore holdings, OrderStore orders,
        MarketStore market, RunStatisticsStore runStatistics, OrderOutbox outbox) {

    /** The stores every database shares, with the quote and order stores the database brings. */
    public static TradeStores of(Jdbc jdbc, QuoteStore quotes, OrderStore orders) {
        return new TradeStores(quotes, new JdbcAccountStore(jdbc), new JdbcHoldingStore(jdbc), orders,
                new JdbcMarketStore(jdbc), new JdbcRunStatisticsStore(jdbc), new JdbcOrderOutbox(jdbc));
    }
}
