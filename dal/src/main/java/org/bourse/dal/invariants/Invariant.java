package org.bourse.dal.invariants;

import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/**
 * One invariant: its id, its description, its query (rows that violate it) and how one such row reads
 * as text. Package-private: the definitions are internal to {@link InvariantCheck}.
 */
record Invariant(String id, String description, String sql, RowText rowText) {

    /** Renders the current row of a violation query. */
    @FunctionalInterface
    interface RowText {
        String of(ResultSet row) throws SQLException;
    }

    /**
     * The invariants {@link InvariantCheck#checkAll} runs, in order (I6 needs the client, so it is apart).
     *
     * @param duringLoad whether load may still be running: open orders are then in flight, not stuck (I5)
     */
    static List<Invariant> databaseInvariants(boolean duringLoad) {
        return List.of(
                new Invariant("I1", "every account's balance is its opening balance minus processed buys"
                        + " (value + fee) plus processed sells (value - fee), value = ROUND(quantity * price, 2)",
                        InvariantSql.I1_CASH_LEDGER, Invariant::cashLedger),
                new Invariant("I2", "per account and symbol, holdings add up to processed buys minus processed"
                        + " sells, and every holding was created by a processed buy of its account",
                        InvariantSql.I2_HOLDINGS, Invariant::holdings),
                new Invariant("I3", "a holding has at most one sell of the whole holding that is not cancelled",
                        InvariantSql.I3_NO_DOUBLE_SALE, row -> "holding " + row.getLong("holding_id") + ": "
                                + row.getLong("sells") + " sells, orders " + row.getLong("first_order")
                                + " to " + row.getLong("last_order")),
                new Invariant("I4", "every sell names a holding its own account bought",
                        InvariantSql.I4_OWNER, Invariant::owner),
                duringLoad
                        ? new Invariant("I5", "no order is processing or cancelled (open orders are in flight"
                                + " while load runs)", InvariantSql.I5_DURING_LOAD, Invariant::unfinished)
                        : new Invariant("I5", "no order is open, processing or cancelled",
                                InvariantSql.I5_QUIESCENCE, Invariant::unfinished),
                new Invariant("I7", "no login or logout count is negative, and no account logged out more"
                        + " often than it logged in",
                        InvariantSql.I7_COUNTERS, row -> "account " + row.getLong("account_id") + ": "
                                + row.getLong("login_count") + " logins, " + row.getLong("logout_count") + " logouts"),
                new Invariant("I8", "every quote's volume is the quantity of the processed orders on it placed"
                        + " after the population",
                        InvariantSql.I8_QUOTE_VOLUME, row -> "quote " + row.getString("symbol") + ": volume "
                                + quantity(row.getBigDecimal("volume")) + ", expected "
                                + quantity(row.getBigDecimal("expected"))));
    }

    private static String unfinished(ResultSet row) throws SQLException {
        return "order " + row.getLong("order_id") + " (" + row.getString("order_type") + ", account "
                + row.getLong("account_id") + "): " + row.getString("order_status");
    }

    private static String cashLedger(ResultSet row) throws SQLException {
        String text = "account " + row.getLong("account_id") + ": balance " + money(row.getBigDecimal("balance"))
                + ", expected " + money(row.getBigDecimal("expected"));
        long unpriced = row.getLong("unpriced");
        return unpriced == 0 ? text : text + " (" + unpriced + " processed order" + (unpriced == 1 ? "" : "s")
                + " without a price)";
    }

    private static String holdings(ResultSet row) throws SQLException {
        String where = "account " + row.getLong("account_id") + ", " + row.getString("quote_symbol");
        if ("orphan".equals(row.getString("kind"))) {
            return where + ": holding " + row.getLong("holding_id") + " (" + quantity(row.getBigDecimal("held"))
                    + " shares) has no processed buy of that account and symbol";
        }
        return where + ": holds " + quantity(row.getBigDecimal("held")) + ", expected "
                + quantity(row.getBigDecimal("expected")) + " (processed buys - sells)";
    }

    private static String owner(ResultSet row) throws SQLException {
        long buyer = row.getLong("buyer");
        String bought = row.wasNull() ? "no buy order names it" : "bought by account " + buyer;
        return "sell order " + row.getLong("order_id") + " by account " + row.getLong("account_id")
                + ": holding " + row.getLong("holding_id") + " " + bought;
    }

    /** Money with its two decimals (the databases may return a sum with more, or fewer). */
    static String money(BigDecimal amount) {
        if (amount == null) {
            return "unknown";
        }
        BigDecimal plain = amount.stripTrailingZeros();
        return plain.scale() <= 2 ? amount.setScale(2).toPlainString() : plain.toPlainString();
    }

    /** A quantity without trailing zeros: 100, 3.3333. */
    static String quantity(BigDecimal quantity) {
        if (quantity == null) {
            return "unknown";
        }
        BigDecimal plain = quantity.stripTrailingZeros();
        return (plain.scale() < 0 ? plain.setScale(0) : plain).toPlainString();
    }
}
