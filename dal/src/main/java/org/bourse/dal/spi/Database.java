package org.bourse.dal.spi;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.jdbc.Jdbc;
import org.bourse.dal.jdbc.JdbcOrderStore;
import org.bourse.dal.jdbc.JdbcQuoteStore;
import org.bourse.dal.jdbc.SqlDialect;
import org.bourse.dal.jdbc.TradeStores;
import org.bourse.dal.population.Population;
import org.bourse.dal.population.VendorWriter;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.wstest.JdbcOrderTables;
import org.bourse.dal.wstest.OrderTableWriter;
import org.bourse.dal.wstest.OrderTables;

/**
 * Everything that differs on one database, gathered in one object. Each database's package
 * ({@code org.bourse.dal.h2}, {@code .postgresql}, {@code .mariadb}) implements it once, and
 * {@code org.bourse.dal.selection.Databases} picks that implementation from the {@link Vendor}: adding a
 * database is one package, its migrations folder, a {@link Vendor} constant and one case there. The rest
 * of the data access (the portable SQL, the population, the invariant check) is written once and is
 * handed these parts; it never asks which database it runs on.
 */
public interface Database {

    Vendor vendor();

    /** Error classification, timestamp binding, key retrieval, snapshot isolation. */
    SqlDialect dialect();

    /** How the seeded population gets in fast, how the tables are emptied, how identities restart. */
    VendorWriter populationWriter();

    /** The quote store: the portable one unless the database locks a quote its own way. */
    default QuoteStore quoteStore(Jdbc jdbc) {
        return new JdbcQuoteStore(jdbc);
    }

    /** The order store: the portable one unless the database has a faster statement for a step. */
    default OrderStore orderStore(Jdbc jdbc) {
        return new JdbcOrderStore(jdbc);
    }

    /** How the GetOrder tables are seeded: batched INSERTs unless the database has a faster way. */
    default OrderTableWriter orderTableWriter() {
        return OrderTableWriter.batched();
    }

    // What the application and the tests use, assembled from the parts above.

    default Jdbc jdbc(DataSource dataSource) {
        return new Jdbc(dataSource, dialect());
    }

    default TradeStores tradeStores(DataSource dataSource) {
        Jdbc jdbc = jdbc(dataSource);
        return TradeStores.of(jdbc, quoteStore(jdbc), orderStore(jdbc));
    }

    default Population population() {
        return new Population(vendor(), populationWriter());
    }

    default InvariantCheck invariantCheck() {
        return new InvariantCheck(vendor(), dialect());
    }

    default OrderTables orderTables(DataSource dataSource) {
        return new JdbcOrderTables(dataSource, vendor(), orderTableWriter());
    }
}
