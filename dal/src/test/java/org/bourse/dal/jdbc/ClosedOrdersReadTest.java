package org.bourse.dal.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.testing.databases.ServerDatabase;
import org.junit.jupiter.api.Test;

/**
 * The order-alert read that follows every buy and sell on the pages: on H2 it must read the user's
 * closed orders only, not every order the user ever made, whatever statistics H2 gathered. Here 16 of
 * 200 users traded about 1,000 times each, with the column statistics H2 had gathered in such a run (a
 * Trade journey benchmark), under which it planned the one-step read on the {@code account_id} index.
 */
class ClosedOrdersReadTest {

    private static final Pattern SCAN_COUNT = Pattern.compile("scanCount: (\\d+)");

    @Test
    void readsOnlyTheClosedOrdersHoweverLongTheUsersHistory() throws SQLException {
        ServerDatabase db = ServerDatabase.h2("bourse_test_closed_orders");
        db.migrateClean();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("INSERT INTO quote (symbol, company_name, price, open_price, low_price, high_price, price_change, volume)"
                    + " VALUES ('s:0', 'S0', 10, 10, 10, 10, 0, 0)");
            s.execute("INSERT INTO account_profile (user_id, password_hash) SELECT 'uid:' || x, 'x' FROM SYSTEM_RANGE(1, 200)");
            s.execute("INSERT INTO account (account_id, profile_user_id, balance, open_balance, creation_date)"
                    + " SELECT x, 'uid:' || x, 0, 0, CURRENT_TIMESTAMP FROM SYSTEM_RANGE(1, 200)");
            s.execute(orders("MOD(x, 200) + 1", "completed", 1000));
            s.execute(orders("MOD(x, 16) + 1", "completed", 15000));
            s.execute(orders("1", "closed", 2));
            // The statistics H2 had gathered in that run (its automatic ANALYZE, on the table as it was then).
            s.execute("ALTER TABLE orders ALTER COLUMN account_id SELECTIVITY 18");
            s.execute("ALTER TABLE orders ALTER COLUMN order_status SELECTIVITY 1");

            try (PreparedStatement ps = c.prepareStatement("EXPLAIN ANALYZE " + TradeSql.ORDERS_CLOSED_OF_ACCOUNT)) {
                ps.setLong(1, 1);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    String plan = rs.getString(1);
                    assertThat(scanCounts(plan)).as(plan).isNotEmpty().allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(3));
                }
            }
            try (PreparedStatement ps = c.prepareStatement(TradeSql.ORDERS_CLOSED_OF_ACCOUNT)) {
                ps.setLong(1, 1);
                List<String> statuses = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        statuses.add(rs.getString("order_status"));
                    }
                }
                assertThat(statuses).containsExactly("closed", "closed");
            }
        }
    }

    private static String orders(String accountId, String status, int count) {
        return "INSERT INTO orders (account_id, quote_symbol, order_type, order_status, quantity, price, order_fee, open_date)"
                + " SELECT " + accountId + ", 's:0', 'buy', '" + status + "', 1, 10, 0, CURRENT_TIMESTAMP"
                + " FROM SYSTEM_RANGE(1, " + count + ")";
    }

    private static List<Integer> scanCounts(String plan) {
        List<Integer> counts = new ArrayList<>();
        Matcher m = SCAN_COUNT.matcher(plan);
        while (m.find()) {
            counts.add(Integer.parseInt(m.group(1)));
        }
        return counts;
    }
}
