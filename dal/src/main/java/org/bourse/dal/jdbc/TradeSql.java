package org.bourse.dal.jdbc;

/**
 * The portable SQL of the Trade stores, one constant per statement. A database gets its own text
 * only by overriding the store method that uses it, in its own package.
 */
public final class TradeSql {

    private TradeSql() {
    }

    static final String QUOTE_COLUMNS =
            "symbol, company_name, price, open_price, low_price, high_price, price_change, volume";

    public static final String QUOTE_BY_SYMBOL = "SELECT " + QUOTE_COLUMNS + " FROM quote WHERE symbol = ?";
    static final String QUOTE_LOCK = QUOTE_BY_SYMBOL + " FOR UPDATE";
    static final String QUOTES_ALL = "SELECT " + QUOTE_COLUMNS + " FROM quote ORDER BY symbol";
    /** {@code %s}: one {@code ?} per symbol. */
    static final String QUOTES_BY_SYMBOLS = "SELECT " + QUOTE_COLUMNS + " FROM quote WHERE symbol IN (%s)";
    static final String QUOTE_INSERT = "INSERT INTO quote (" + QUOTE_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)";
    static final String QUOTE_MOVE = """
            UPDATE quote SET price = ?, price_change = ? - open_price,
                   low_price = LEAST(low_price, ?), high_price = GREATEST(high_price, ?), volume = volume + ?
            WHERE symbol = ?""";

    static final String PROFILE_COLUMNS = "user_id, password_hash, full_name, address, email, credit_card";
    static final String PROFILE_BY_USER = "SELECT " + PROFILE_COLUMNS + " FROM account_profile WHERE user_id = ?";
    static final String PROFILE_INSERT = "INSERT INTO account_profile (" + PROFILE_COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?)";
    static final String PROFILE_UPDATE = """
            UPDATE account_profile SET password_hash = ?, full_name = ?, address = ?, email = ?, credit_card = ?
            WHERE user_id = ?""";

    static final String ACCOUNT_COLUMNS = "account_id, profile_user_id, balance, open_balance, creation_date,"
            + " last_login, login_count, logout_count";
    static final String ACCOUNT_BY_USER = "SELECT " + ACCOUNT_COLUMNS + " FROM account WHERE profile_user_id = ?";
    static final String ACCOUNT_BY_ID = "SELECT " + ACCOUNT_COLUMNS + " FROM account WHERE account_id = ?";
    static final String ACCOUNT_INSERT = """
            INSERT INTO account (profile_user_id, balance, open_balance, creation_date, login_count, logout_count)
            VALUES (?, ?, ?, ?, 0, 0)""";
    static final String ACCOUNT_LOGIN =
            "UPDATE account SET last_login = ?, login_count = login_count + 1 WHERE profile_user_id = ?";
    static final String ACCOUNT_LOGOUT = "UPDATE account SET logout_count = logout_count + 1 WHERE profile_user_id = ?";
    static final String ACCOUNT_ADD = "UPDATE account SET balance = balance + ? WHERE account_id = ?";
    static final String ACCOUNT_DEBIT_IF_COVERED =
            "UPDATE account SET balance = balance - ? WHERE account_id = ? AND balance >= ?";

    static final String HOLDING_COLUMNS = "holding_id, account_id, quote_symbol, quantity, purchase_price, purchase_date";
    static final String HOLDINGS_OF_ACCOUNT =
            "SELECT " + HOLDING_COLUMNS + " FROM holding WHERE account_id = ? ORDER BY holding_id";
    static final String HOLDING_BY_ID = "SELECT " + HOLDING_COLUMNS + " FROM holding WHERE holding_id = ?";
    static final String HOLDING_INSERT = """
            INSERT INTO holding (account_id, quote_symbol, quantity, purchase_price, purchase_date)
            VALUES (?, ?, ?, ?, ?)""";
    static final String HOLDING_REMOVE = "DELETE FROM holding WHERE holding_id = ? AND account_id = ?";
    static final String HOLDING_REDUCE =
            "UPDATE holding SET quantity = quantity - ? WHERE holding_id = ? AND account_id = ? AND quantity > ?";

    public static final String ORDER_COLUMNS = "order_id, account_id, quote_symbol, holding_id, order_type, order_status,"
            + " quantity, price, order_fee, open_date, completion_date, partial_sell";
    static final String ORDER_BY_ID = "SELECT " + ORDER_COLUMNS + " FROM orders WHERE order_id = ?";
    static final String ORDER_LOCK = ORDER_BY_ID + " FOR UPDATE";
    static final String ORDERS_OF_ACCOUNT =
            "SELECT " + ORDER_COLUMNS + " FROM orders WHERE account_id = ? ORDER BY order_id DESC LIMIT ?";
    static final String ORDER_INSERT = """
            INSERT INTO orders (account_id, quote_symbol, holding_id, order_type, order_status, quantity, price,
                                order_fee, open_date, partial_sell)
            VALUES (?, ?, ?, ?, 'open', ?, ?, ?, ?, ?)""";
    static final String ORDER_CLOSE = """
            UPDATE orders SET order_status = 'closed', holding_id = ?, completion_date = ?
            WHERE order_id = ? AND order_status = 'open'""";
    static final String ORDER_CANCEL =
            "UPDATE orders SET order_status = 'cancelled', completion_date = ? WHERE order_id = ? AND order_status = 'open'";
    /*
     * The order alerts, taken in steps that each read one index entry or one row, whatever statistics H2
     * gathered: the closed orders' ids from the (account_id, order_status) index alone (it covers this
     * read), then each order by primary key, then each completed by primary key. As one read, H2 with
     * statistics that saw few distinct statuses planned it on the account_id index and read every order
     * the user ever made; as "order_id IN (subquery)" it ran the subquery again for every row while other
     * sessions wrote; with "AND account_id = ?" in the completion it read the user's history once per
     * alert (docs/results-log.md, "The Trade journey, what made Bourse's pages unsteady before").
     */
    static final String ORDER_IDS_CLOSED_OF_ACCOUNT =
            "SELECT order_id FROM orders WHERE account_id = ? AND order_status = 'closed' ORDER BY order_id";
    static final String ORDER_COMPLETE =
            "UPDATE orders SET order_status = 'completed' WHERE order_id = ? AND order_status = 'closed'";
    static final String ORDERS_CLOSED_ANY_OF_USER = """
            SELECT EXISTS (SELECT 1 FROM orders o WHERE o.account_id = a.account_id AND o.order_status = 'closed')
            FROM account a WHERE a.profile_user_id = ?""";
    static final String ORDERS_OPEN_IDS = "SELECT order_id FROM orders WHERE order_status = 'open' ORDER BY order_id";
    static final String ORDERS_OPEN_TOTALS = """
            SELECT COUNT(*), MIN(open_date), MIN(order_id), (SELECT COALESCE(MAX(order_id), 0) FROM orders)
            FROM orders WHERE order_id >= ? AND order_status = 'open'""";

    static final String MARKET_TOTALS =
            "SELECT AVG(price), AVG(open_price), COALESCE(SUM(volume), 0), COUNT(*) FROM quote";
    static final String MARKET_GAINERS =
            "SELECT " + QUOTE_COLUMNS + " FROM quote ORDER BY price_change DESC, symbol LIMIT ?";
    static final String MARKET_LOSERS =
            "SELECT " + QUOTE_COLUMNS + " FROM quote ORDER BY price_change ASC, symbol LIMIT ?";

    /** Seeded users are {@code uid:N}, users a run registers {@code ru:N}, seeded quotes {@code s:N}. */
    static final String RUN_STATISTICS = """
            SELECT
              (SELECT COUNT(*) FROM account WHERE profile_user_id LIKE 'uid:%') AS trade_users,
              (SELECT COUNT(*) FROM account WHERE profile_user_id LIKE 'ru:%') AS new_users,
              (SELECT COALESCE(SUM(login_count), 0) FROM account WHERE profile_user_id LIKE 'uid:%') AS logins,
              (SELECT COALESCE(SUM(logout_count), 0) FROM account WHERE profile_user_id LIKE 'uid:%') AS logouts,
              (SELECT COUNT(*) FROM holding h JOIN account a ON a.account_id = h.account_id
                WHERE a.profile_user_id LIKE 'uid:%') AS holdings,
              (SELECT COUNT(*) FROM orders WHERE order_type = 'buy') AS buys,
              (SELECT COUNT(*) FROM orders WHERE order_type = 'sell') AS sells,
              (SELECT COUNT(*) FROM orders WHERE order_status = 'cancelled') AS cancelled,
              (SELECT COUNT(*) FROM orders WHERE order_status = 'open') AS open_orders,
              (SELECT COUNT(*) FROM orders) AS all_orders,
              (SELECT COUNT(*) FROM quote WHERE symbol LIKE 's:%') AS stocks""";

    /** Children first, so no foreign key is ever broken. */
    static final java.util.List<String> DELETE_ALL = java.util.List.of(
            "DELETE FROM order_outbox", "DELETE FROM orders", "DELETE FROM holding", "DELETE FROM account", "DELETE FROM account_profile",
            "DELETE FROM quote", "DELETE FROM trade_population");
}
