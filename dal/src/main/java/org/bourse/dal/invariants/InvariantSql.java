package org.bourse.dal.invariants;

/**
 * The invariant queries, one per invariant, each returning the rows that violate it (none when it
 * holds). Written once in SQL the three databases share (a database that needed its own text would
 * bring it through its {@code org.bourse.dal.spi.Database}, as it brings its dialect). Package-private: callers go
 * through {@link InvariantCheck}, which also renders the rows.
 *
 * <p>"Processed" means status {@code closed} or {@code completed}. The value of an order is
 * {@code ROUND(quantity * price, 2)}: quantity has 4 decimals and price 2, and the product is rounded
 * to cents half-up (half away from zero, which is the same for positive amounts), exactly as the
 * business code rounds it with {@code BigDecimal.setScale(2, RoundingMode.HALF_UP)}.
 */
final class InvariantSql {

    private InvariantSql() {
    }

    private static final String PROCESSED = "('closed', 'completed')";

    /** Highest id the population used; 0 when the database was never populated (no row). */
    private static final String LAST_SEEDED_ORDER_ID =
            "(SELECT COALESCE(MAX(p.last_seeded_order_id), 0) FROM trade_population p)";

    /**
     * I1 cash ledger: balance = open_balance − Σ processed buys (value + fee) + Σ processed sells
     * (value − fee). A processed order without a price is a violation too (its value is unknown).
     * Columns: account_id, balance, expected, unpriced.
     */
    static final String I1_CASH_LEDGER = """
            SELECT a.account_id, a.balance,
                   a.open_balance + COALESCE(m.movement, 0) AS expected,
                   COALESCE(m.unpriced, 0) AS unpriced
            FROM account a
            LEFT JOIN (
                SELECT o.account_id,
                       SUM(CASE WHEN o.order_type = 'buy'
                                THEN -(ROUND(o.quantity * o.price, 2) + o.order_fee)
                                ELSE ROUND(o.quantity * o.price, 2) - o.order_fee END) AS movement,
                       SUM(CASE WHEN o.price IS NULL THEN 1 ELSE 0 END) AS unpriced
                FROM orders o
                WHERE o.order_status IN %s
                GROUP BY o.account_id
            ) m ON m.account_id = a.account_id
            WHERE a.balance <> a.open_balance + COALESCE(m.movement, 0)
               OR COALESCE(m.unpriced, 0) > 0
            ORDER BY a.account_id
            """.formatted(PROCESSED);

    /**
     * I2 holdings, two kinds of violating rows. {@code quantity}: for an (account, symbol), the held
     * quantity differs from processed buys minus processed sells. {@code orphan}: a holding that no
     * processed buy of the same account and symbol names.
     * Columns: kind, account_id, quote_symbol, holding_id, held, expected.
     */
    static final String I2_HOLDINGS = """
            SELECT 'quantity' AS kind, t.account_id, t.quote_symbol, NULL AS holding_id,
                   SUM(t.held) AS held, SUM(t.bought) - SUM(t.sold) AS expected
            FROM (
                SELECT h.account_id, h.quote_symbol, h.quantity AS held, 0 AS bought, 0 AS sold
                FROM holding h
                UNION ALL
                SELECT o.account_id, o.quote_symbol, 0,
                       CASE WHEN o.order_type = 'buy' THEN o.quantity ELSE 0 END,
                       CASE WHEN o.order_type = 'sell' THEN o.quantity ELSE 0 END
                FROM orders o
                WHERE o.order_status IN %1$s
            ) t
            GROUP BY t.account_id, t.quote_symbol
            HAVING SUM(t.held) <> SUM(t.bought) - SUM(t.sold)
            UNION ALL
            SELECT 'orphan', h.account_id, h.quote_symbol, h.holding_id, h.quantity, NULL
            FROM holding h
            WHERE NOT EXISTS (
                SELECT 1 FROM orders b
                WHERE b.holding_id = h.holding_id AND b.order_type = 'buy' AND b.order_status IN %1$s
                  AND b.account_id = h.account_id AND b.quote_symbol = h.quote_symbol)
            ORDER BY 2, 3, 4
            """.formatted(PROCESSED);

    /**
     * I3 no double sale: at most one sell of the whole holding that is not cancelled per holding (so at
     * most one processed one). The same rule as the database's unique index
     * {@code orders_one_sell_per_holding}; the query checks it independently of that index. Partial
     * sells (sellEnhanced) leave the holding in place; I2 keeps them honest. Columns: holding_id, sells, order_ids (lowest, highest).
     */
    static final String I3_NO_DOUBLE_SALE = """
            SELECT o.holding_id, COUNT(*) AS sells, MIN(o.order_id) AS first_order, MAX(o.order_id) AS last_order
            FROM orders o
            WHERE o.order_type = 'sell' AND o.order_status <> 'cancelled' AND NOT o.partial_sell
            GROUP BY o.holding_id
            HAVING COUNT(*) > 1
            ORDER BY o.holding_id
            """;

    /**
     * I4 owner: every sell (whatever its status) names a holding that a buy order of the seller
     * created. Columns: order_id, account_id, holding_id, buyer (an account that bought the holding,
     * NULL when no buy names it).
     */
    static final String I4_OWNER = """
            SELECT s.order_id, s.account_id, s.holding_id,
                   (SELECT MIN(b.account_id) FROM orders b
                    WHERE b.holding_id = s.holding_id AND b.order_type = 'buy') AS buyer
            FROM orders s
            WHERE s.order_type = 'sell'
              AND NOT EXISTS (
                SELECT 1 FROM orders b
                WHERE b.holding_id = s.holding_id AND b.order_type = 'buy' AND b.account_id = s.account_id)
            ORDER BY s.order_id
            """;

    /** I5 quiescence: no order open, processing or cancelled. Columns: order_id, account_id, order_type, order_status. */
    static final String I5_QUIESCENCE = """
            SELECT o.order_id, o.account_id, o.order_type, o.order_status
            FROM orders o
            WHERE o.order_status IN ('open', 'processing', 'cancelled')
            ORDER BY o.order_id
            """;

    /**
     * I5 while load runs: open orders are in flight (async processing commits them open, a worker
     * processes them just after), so only orders left processing or cancelled are violations.
     * Columns as {@link #I5_QUIESCENCE}.
     */
    static final String I5_DURING_LOAD = """
            SELECT o.order_id, o.account_id, o.order_type, o.order_status
            FROM orders o
            WHERE o.order_status IN ('processing', 'cancelled')
            ORDER BY o.order_id
            """;

    /**
     * I7 counters, the part the database can check alone: counts are not negative and no account
     * logged out more often than it logged in. Columns: account_id, login_count, logout_count.
     */
    static final String I7_COUNTERS = """
            SELECT a.account_id, a.login_count, a.logout_count
            FROM account a
            WHERE a.login_count < 0 OR a.logout_count < 0 OR a.logout_count > a.login_count
            ORDER BY a.account_id
            """;

    /**
     * I8 quote volume: a quote's volume is the quantity of the processed orders on it that came after
     * the population (seeded orders did not move volume). Columns: symbol, volume, expected.
     */
    static final String I8_QUOTE_VOLUME = """
            SELECT q.symbol, q.volume, COALESCE(t.traded, 0) AS expected
            FROM quote q
            LEFT JOIN (
                SELECT o.quote_symbol, SUM(o.quantity) AS traded
                FROM orders o
                WHERE o.order_status IN %s AND o.order_id > %s
                GROUP BY o.quote_symbol
            ) t ON t.quote_symbol = q.symbol
            WHERE q.volume <> COALESCE(t.traded, 0)
            ORDER BY q.symbol
            """.formatted(PROCESSED, LAST_SEEDED_ORDER_ID);

    /** I6: the stored status of some orders; {@code %s} is replaced by as many {@code ?} as ids. */
    static final String I6_ORDERS_BY_ID = "SELECT o.order_id, o.order_status FROM orders o WHERE o.order_id IN (%s)";

    /** I6: the highest seeded order id (0 when the database was never populated). */
    static final String I6_LAST_SEEDED_ORDER_ID =
            "SELECT COALESCE(MAX(p.last_seeded_order_id), 0) FROM trade_population p";

    /** I6: every order after a given id, with its status, in id order. */
    static final String I6_ORDERS_AFTER = """
            SELECT o.order_id, o.order_status FROM orders o WHERE o.order_id > ? ORDER BY o.order_id
            """;

    /** The highest order id, 0 when there is no order. */
    static final String HIGHEST_ORDER_ID = "SELECT COALESCE(MAX(o.order_id), 0) FROM orders o";

    /** I7: the login and logout totals over all accounts. */
    static final String I7_COUNTER_TOTALS =
            "SELECT COALESCE(SUM(a.login_count), 0), COALESCE(SUM(a.logout_count), 0) FROM account a";
}
