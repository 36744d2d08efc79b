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

import javax.sql.DataSource;

import org.bourse.dal.h2.H2Database;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.testing.databases.ServerDatabase;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/**
 * The order alerts shown after every buy and sell on the pages: on H2, reading a user's closed orders and
 * marking each completed must touch those orders only, not every order the user ever made, whatever
 * statistics H2 gathered. Here 16 of 200 users traded about 1,000 times each, with the column statistics
 * H2 had gathered in such a run (a Trade journey benchmark), under which it planned both the read and the
 * completion on the {@code account_id} index. The first user has 300 alerts waiting (orders placed over
 * SOAP, say): a page taking them cost seconds when each step read more than its own rows.
 */
class ClosedOrdersOnLongHistoryTest {

    private static final int CLOSED = 300;
    private static final Pattern SCAN_COUNT = Pattern.compile("scanCount: (\\d+)");

    @Test
    void readsAndCompletesOnlyTheClosedOrdersHoweverLongTheUsersHistory() throws SQLException {
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
            s.execute(orders("1", "closed", CLOSED));
            // The statistics H2 had gathered in that run (its automatic ANALYZE, on the table as it was then).
            s.execute("ALTER TABLE orders ALTER COLUMN account_id SELECTIVITY 18");
            s.execute("ALTER TABLE orders ALTER COLUMN order_status SELECTIVITY 1");

            assertScansAtMost(c, CLOSED + 1, TradeSql.ORDER_IDS_CLOSED_OF_ACCOUNT, 1);
            long firstClosed;
            try (ResultSet rs = s.executeQuery("SELECT MIN(order_id) FROM orders WHERE order_status = 'closed'")) {
                rs.next();
                firstClosed = rs.getLong(1);
            }
            assertScansAtMost(c, 2, TradeSql.ORDER_BY_ID, firstClosed);
            // EXPLAIN ANALYZE runs the update: it completes the first closed order.
            assertScansAtMost(c, 2, TradeSql.ORDER_COMPLETE, firstClosed);

            H2Database h2 = new H2Database();
            List<Order> taken = h2.orderStore(h2.jdbc(dataSource(db))).takeClosed(1);
            assertThat(taken).hasSize(CLOSED - 1).allSatisfy(o -> assertThat(o.status()).isEqualTo(OrderStatus.CLOSED));
            assertThat(taken.get(0).orderId()).isEqualTo(firstClosed + 1);
            try (ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM orders WHERE order_status = 'closed'")) {
                rs.next();
                assertThat(rs.getInt(1)).isZero();
            }
        }
    }

    private static void assertScansAtMost(Connection c, int rows, String sql, long parameter) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("EXPLAIN ANALYZE " + sql)) {
            ps.setLong(1, parameter);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                String plan = rs.getString(1);
                assertThat(scanCounts(plan)).as(plan).isNotEmpty().allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(rows));
            }
        }
    }

    private static DataSource dataSource(ServerDatabase db) {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL(db.url());
        ds.setUser(db.user());
        ds.setPassword(db.password());
        return ds;
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
