package org.bourse.dal.jdbc;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.postgresql.PostgresqlOrderStore;
import org.bourse.dal.postgresql.PostgresqlQuoteStore;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;

/**
 * The Trade stores of one database over one {@link DataSource}, built exactly as
 * {@link TradeStoresConfiguration} wires them: for tests and tools that run without a Spring context.
 * Statements join the Spring transaction bound to that data source, if any.
 */
public record TradeStores(QuoteStore quotes, AccountStore accounts, HoldingStore holdings, OrderStore orders,
        MarketStore market, RunStatisticsStore runStatistics) {

    public static TradeStores of(DataSource dataSource, Vendor vendor) {
        Jdbc jdbc = new Jdbc(dataSource, SqlDialect.of(vendor));
        return new TradeStores(quoteStore(jdbc, vendor), new JdbcAccountStore(jdbc), new JdbcHoldingStore(jdbc),
                orderStore(jdbc, vendor), new JdbcMarketStore(jdbc), new JdbcRunStatisticsStore(jdbc));
    }

    /** PostgreSQL locks a quote FOR NO KEY UPDATE (see {@link PostgresqlQuoteStore}); the others FOR UPDATE. */
    static QuoteStore quoteStore(Jdbc jdbc, Vendor vendor) {
        return vendor == Vendor.POSTGRESQL ? new PostgresqlQuoteStore(jdbc) : new JdbcQuoteStore(jdbc);
    }

    /** PostgreSQL takes the closed orders in one UPDATE … RETURNING; the others read, then update. */
    static OrderStore orderStore(Jdbc jdbc, Vendor vendor) {
        return vendor == Vendor.POSTGRESQL ? new PostgresqlOrderStore(jdbc) : new JdbcOrderStore(jdbc);
    }
}
