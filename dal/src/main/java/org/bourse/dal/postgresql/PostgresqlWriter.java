package org.bourse.dal.postgresql;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.bourse.dal.population.SeededRows;
import org.bourse.dal.population.VendorWriter;

/**
 * PostgreSQL: {@code COPY … FROM STDIN} ({@link CopyRows}), one table at a time. The foreign keys of
 * account, holding and orders are dropped for the load and re-added from their catalogue definitions,
 * all inside the population's transaction: re-adding validates each key with one join, where keeping
 * them costs a trigger and a row lock on the parent per loaded row (86 s instead of 26 s for 500,000
 * users). This needs the rights of the tables' owner (the user that migrated them) and locks the tables
 * until commit. TRUNCATE empties the tables inside the transaction.
 */
final class PostgresqlWriter extends VendorWriter {

    /** The advisory lock's key: any constant of ours ("BOURSEP" in ASCII). */
    static final long POPULATION_LOCK_KEY = 0x424F5552534550L;

    PostgresqlWriter(PostgresqlDialect dialect) {
        super(dialect);
    }

    /** A session-level advisory lock, which is per database. */
    @Override
    protected Optional<LockStatements> populationLock() {
        return Optional.of(new LockStatements(
                "SELECT CASE WHEN pg_try_advisory_lock(" + POPULATION_LOCK_KEY + ") THEN 1 ELSE 0 END",
                "SELECT pg_advisory_unlock(" + POPULATION_LOCK_KEY + ")"));
    }

    @Override
    protected void write(Connection connection, SeededRows rows) throws SQLException {
        List<String[]> foreignKeys = foreignKeysOf(connection, "account", "holding", "orders");
        try (Statement s = connection.createStatement()) {
            for (String[] fk : foreignKeys) {
                s.execute("ALTER TABLE " + fk[0] + " DROP CONSTRAINT " + quoted(fk[1]));
            }
        }
        copyAll(connection, rows);
        try (Statement s = connection.createStatement()) {
            for (String[] fk : foreignKeys) {
                s.execute("ALTER TABLE " + fk[0] + " ADD CONSTRAINT " + quoted(fk[1]) + " " + fk[2]);
            }
            // Fresh statistics, so that the first queries after populating are planned for the real sizes.
            s.execute("ANALYZE quote, account_profile, account, holding, orders");
        }
    }

    /**
     * The foreign keys of the given tables as (table, name, definition), read from the catalogue so
     * that they are put back exactly as the migrations made them.
     */
    private static List<String[]> foreignKeysOf(Connection connection, String... tables) throws SQLException {
        List<String[]> keys = new ArrayList<>();
        try (PreparedStatement ps = connection.prepareStatement("SELECT c.conname, pg_get_constraintdef(c.oid)"
                + " FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid = to_regclass(?) ORDER BY c.conname")) {
            for (String table : tables) {
                ps.setString(1, table);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        keys.add(new String[] {table, rs.getString(1), rs.getString(2)});
                    }
                }
            }
        }
        return keys;
    }

    private static String quoted(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    private static void copyAll(Connection connection, SeededRows rows) throws SQLException {
        String now = rows.populatedAt().toString();
        String hash = rows.passwordHash();

        CopyRows.copy(connection, "COPY quote (symbol, company_name, price, open_price, low_price, high_price,"
                + " price_change, volume) FROM STDIN", out -> {
            for (int i = 0; i < rows.quotes(); i++) {
                int price = rows.price(i);
                out.field(SeededRows.symbol(i)).field(SeededRows.companyName(i))
                        .field(price).field(price).field(price).field(price).field(0).last(0);
            }
        });
        CopyRows.copy(connection, "COPY account_profile (user_id, password_hash, full_name, address, email,"
                + " credit_card) FROM STDIN", out -> {
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                out.field(u.userId()).field(hash).field(u.fullName()).field(u.address()).field(u.email())
                        .last(u.creditCard());
            }
        });
        CopyRows.copy(connection, "COPY account (account_id, profile_user_id, balance, open_balance,"
                + " creation_date, last_login, login_count, logout_count) FROM STDIN", out -> {
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                out.field(u.accountId()).field(u.userId()).cents(u.balanceCents()).field(u.openingBalance())
                        .field(now).nullField().field(0).last(0);
            }
        });
        CopyRows.copy(connection, "COPY holding (holding_id, account_id, quote_symbol, quantity,"
                + " purchase_price, purchase_date) FROM STDIN", out -> {
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                for (int k = 0; k < u.holdings(); k++) {
                    out.field(u.holdingId(k)).field(u.accountId()).field("s:", u.quote(k)).field(u.quantity(k))
                            .field(u.price(k)).last(now);
                }
            }
        });
        CopyRows.copy(connection, "COPY orders (order_id, account_id, quote_symbol, holding_id, order_type,"
                + " order_status, quantity, price, order_fee, open_date, completion_date) FROM STDIN", out -> {
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                for (int k = 0; k < u.holdings(); k++) {
                    out.field(u.holdingId(k)).field(u.accountId()).field("s:", u.quote(k)).field(u.holdingId(k))
                            .field("buy").field("completed").field(u.quantity(k)).field(u.price(k))
                            .cents(SeededRows.FEE_CENTS).field(now).last(now);
                }
            }
        });
    }

    @Override
    protected void clear(Connection connection) throws SQLException {
        try (Statement s = connection.createStatement()) {
            s.execute("TRUNCATE " + String.join(", ", TABLES_CHILD_FIRST) + " RESTART IDENTITY");
        }
    }

    @Override
    protected void restartIdentities(Connection connection, SeededRows rows) throws SQLException {
        restartWith(connection, rows);
    }
}
