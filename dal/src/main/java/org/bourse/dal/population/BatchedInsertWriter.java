package org.bourse.dal.population;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import org.bourse.dal.jdbc.InsertBatch;
import org.bourse.dal.jdbc.SqlDialect;

/**
 * Writes the population with batched prepared INSERTs (H2, MariaDB), one table after another in
 * foreign-key order, {@value #BATCH} rows per round trip.
 */
public abstract class BatchedInsertWriter extends VendorWriter {

    static final int BATCH = 2_000;
    private static final BigDecimal FEE = BigDecimal.valueOf(SeededRows.FEE_CENTS, 2);

    protected BatchedInsertWriter(SqlDialect dialect) {
        super(dialect);
    }

    @Override
    protected void write(Connection connection, SeededRows rows) throws SQLException {
        Object now = timestamp(rows.populatedAt());
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO quote (symbol, company_name, price,"
                + " open_price, low_price, high_price, price_change, volume) VALUES (?, ?, ?, ?, ?, ?, 0, 0)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (int i = 0; i < rows.quotes(); i++) {
                BigDecimal price = BigDecimal.valueOf(rows.price(i));
                ps.setString(1, SeededRows.symbol(i));
                ps.setString(2, SeededRows.companyName(i));
                ps.setBigDecimal(3, price);
                ps.setBigDecimal(4, price);
                ps.setBigDecimal(5, price);
                ps.setBigDecimal(6, price);
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO account_profile (user_id, password_hash,"
                + " full_name, address, email, credit_card) VALUES (?, ?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                ps.setString(1, u.userId());
                ps.setString(2, rows.passwordHash());
                ps.setString(3, u.fullName());
                ps.setString(4, u.address());
                ps.setString(5, u.email());
                ps.setString(6, u.creditCard());
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO account (account_id, profile_user_id,"
                + " balance, open_balance, creation_date, last_login, login_count, logout_count)"
                + " VALUES (?, ?, ?, ?, ?, NULL, 0, 0)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                ps.setLong(1, u.accountId());
                ps.setString(2, u.userId());
                ps.setBigDecimal(3, BigDecimal.valueOf(u.balanceCents(), 2));
                ps.setBigDecimal(4, BigDecimal.valueOf(u.openingBalance()));
                ps.setObject(5, now);
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO holding (holding_id, account_id,"
                + " quote_symbol, quantity, purchase_price, purchase_date) VALUES (?, ?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                for (int k = 0; k < u.holdings(); k++) {
                    ps.setLong(1, u.holdingId(k));
                    ps.setLong(2, u.accountId());
                    ps.setString(3, SeededRows.symbol(u.quote(k)));
                    ps.setBigDecimal(4, BigDecimal.valueOf(u.quantity(k)));
                    ps.setBigDecimal(5, BigDecimal.valueOf(u.price(k)));
                    ps.setObject(6, now);
                    batch.add();
                }
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO orders (order_id, account_id,"
                + " quote_symbol, holding_id, order_type, order_status, quantity, price, order_fee, open_date,"
                + " completion_date) VALUES (?, ?, ?, ?, 'buy', 'completed', ?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (SeededRows.UserCursor u = rows.users(); u.next(); ) {
                for (int k = 0; k < u.holdings(); k++) {
                    ps.setLong(1, u.holdingId(k));
                    ps.setLong(2, u.accountId());
                    ps.setString(3, SeededRows.symbol(u.quote(k)));
                    ps.setLong(4, u.holdingId(k));
                    ps.setBigDecimal(5, BigDecimal.valueOf(u.quantity(k)));
                    ps.setBigDecimal(6, BigDecimal.valueOf(u.price(k)));
                    ps.setBigDecimal(7, FEE);
                    ps.setObject(8, now);
                    ps.setObject(9, now);
                    batch.add();
                }
            }
            batch.finish();
        }
    }
}
