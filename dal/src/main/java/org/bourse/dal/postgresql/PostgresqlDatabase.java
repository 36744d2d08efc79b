package org.bourse.dal.postgresql;

import org.bourse.dal.Vendor;
import org.bourse.dal.jdbc.Jdbc;
import org.bourse.dal.population.VendorWriter;
import org.bourse.dal.spi.Database;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.wstest.OrderTableWriter;

/**
 * PostgreSQL's parts: its dialect, a quote lock that does not block key checks, orders closed in one
 * UPDATE … RETURNING, and COPY for the population and the GetOrder tables.
 */
public final class PostgresqlDatabase implements Database {

    private final PostgresqlDialect dialect = new PostgresqlDialect();

    @Override
    public Vendor vendor() {
        return Vendor.POSTGRESQL;
    }

    @Override
    public PostgresqlDialect dialect() {
        return dialect;
    }

    @Override
    public VendorWriter populationWriter() {
        return new PostgresqlWriter(dialect);
    }

    @Override
    public QuoteStore quoteStore(Jdbc jdbc) {
        return new PostgresqlQuoteStore(jdbc);
    }

    @Override
    public OrderStore orderStore(Jdbc jdbc) {
        return new PostgresqlOrderStore(jdbc);
    }

    @Override
    public OrderTableWriter orderTableWriter() {
        return new PostgresqlOrderTableWriter();
    }
}
