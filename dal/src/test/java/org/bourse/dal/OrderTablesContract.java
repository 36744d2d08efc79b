package org.bourse.dal;

import org.bourse.dal.selection.Databases;
import org.bourse.testing.databases.ServerDatabase;
import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import org.bourse.dal.wstest.JdbcOrderTables;
import org.bourse.dal.wstest.OrderTables;
import org.bourse.dal.wstest.OrderTablesPlan;
import org.bourse.dal.wstest.StoredOrder;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * GetOrder's database source on a real server of each database (one empty subclass per vendor):
 * seeded rows read back as exactly the WSTest order data (written out here from the contract in
 * docs/wstest.md, independently of the seeding code), for every size up to the largest GetOrder.
 */
abstract class OrderTablesContract {

    /** The default GetOrder item limit (bourse.wstest.limits.max-order-items). */
    static final int MAX_ITEMS = 1000;
    static final OrderTablesPlan PLAN = new OrderTablesPlan(4, 6, MAX_ITEMS);

    private OrderTables tables;

    abstract ServerDatabase database();

    abstract Vendor vendor();

    @BeforeEach
    void migrateCleanDatabase() {
        ServerDatabase db = database();
        db.requireReachable();
        db.migrateClean();
        tables = Databases.of(vendor()).orderTables(new DriverManagerDataSource(db.url(), db.user(), db.password()));
    }

    @Test
    void freshTablesAreEmptyAndSeededTablesHoldThePlan() throws SQLException {
        assertThat(tables.seeded()).isEmpty();
        assertThat(tables.read(0, 0, 0)).isEmpty();

        tables.seed(PLAN);

        assertThat(tables.seeded()).contains(PLAN);
        assertThat(count("SELECT COUNT(*) FROM wstest_order")).isEqualTo(4);
        assertThat(count("SELECT COUNT(*) FROM wstest_customer")).isEqualTo(6);
        assertThat(count("SELECT COUNT(*) FROM wstest_address")).isEqualTo(12);
        assertThat(count("SELECT COUNT(*) FROM wstest_line_item")).isEqualTo(4 * MAX_ITEMS);
        assertThat(count("SELECT MIN(item_id) FROM wstest_line_item")).isEqualTo(1);
        assertThat(count("SELECT MAX(item_id) FROM wstest_line_item")).isEqualTo(MAX_ITEMS);
    }

    @Test
    void seededOrdersReadBackAsTheWsTestDataForEverySize() {
        tables.seed(PLAN);

        for (int items : new int[] {0, 1, 20, 100, 500, MAX_ITEMS}) {
            for (int[] ids : new int[][] {{0, 0}, {1, 2}, {3, 5}, {2, 0}}) {
                assertThat(tables.read(ids[0], ids[1], items))
                        .as("order %d, customer %d, %d items", ids[0], ids[1], items)
                        .contains(expected(ids[0], ids[1], items));
            }
        }
    }

    @Test
    void floatsReadBackAsTheVeryFloatsOfTheWire() {
        tables.seed(PLAN);

        StoredOrder order = tables.read(1, 1, 3).orElseThrow();
        assertThat(Float.floatToIntBits(order.orderTotalAmount())).isEqualTo(Float.floatToIntBits(50.0f));
        assertThat(order.lineItems()).allSatisfy(
                item -> assertThat(Float.floatToIntBits(item.unitPrice())).isEqualTo(Float.floatToIntBits(5.0f)));
    }

    @Test
    void idsOutsideTheSeededRangeReadNothing() {
        tables.seed(PLAN);

        assertThat(tables.read(4, 0, 1)).isEmpty();
        assertThat(tables.read(0, 6, 1)).isEmpty();
        assertThat(tables.read(-1, 0, 0)).isEmpty();
        assertThat(tables.read(0, -1, 0)).isEmpty();
    }

    @Test
    void askingForMoreItemsThanSeededGivesTheSeededOnes() {
        tables.seed(new OrderTablesPlan(2, 2, 20));

        assertThat(tables.read(1, 1, 25).orElseThrow().lineItems()).hasSize(20);
    }

    @Test
    void ensureSeededSeedsOnceAndReseedsWhenThePlanChanges() throws SQLException {
        assertThat(tables.ensureSeeded(PLAN)).isTrue();
        assertThat(tables.ensureSeeded(PLAN)).isFalse();

        OrderTablesPlan other = new OrderTablesPlan(3, 2, 50);
        assertThat(tables.ensureSeeded(other)).isTrue();
        assertThat(tables.seeded()).contains(other);
        assertThat(count("SELECT COUNT(*) FROM wstest_line_item")).isEqualTo(3 * 50);
        assertThat(count("SELECT COUNT(*) FROM wstest_customer")).isEqualTo(2);
        assertThat(count("SELECT COUNT(*) FROM wstest_order_seed")).isEqualTo(1);
        assertThat(tables.read(3, 0, 1)).isEmpty();
        assertThat(tables.read(2, 1, 50)).contains(expected(2, 1, 50));
    }

    /** GetOrder's data as docs/wstest.md ("GetOrder data") describes it, dates aside. */
    static StoredOrder expected(int orderId, int customerId, int items) {
        String id = String.valueOf(customerId);
        StoredOrder.Customer customer = new StoredOrder.Customer(customerId, "FirstName " + id, "LastName " + id,
                "425-882-8080", "892374389740", "12/12/2012",
                new StoredOrder.Address("Bill FirstName " + id, "Bil1 LastName " + id, "Bill StreetAddress " + id,
                        "Street Address Line 2 " + id, "City " + id, "State " + id, "12345"),
                new StoredOrder.Address("Ship FirstName " + id, "Ship LastName " + id, "Ship StreetAddress " + id,
                        "Street Address Line 2 " + id, "City " + id, "State " + id, "12345"));
        List<StoredOrder.LineItem> lineItems = new ArrayList<>();
        for (int k = 1; k <= items; k++) {
            lineItems.add(new StoredOrder.LineItem(orderId, k, k, "Test Product " + id, 1, 5.0f));
        }
        return new StoredOrder(orderId, 1, 50.0f, customer, lineItems);
    }

    private long count(String sql) throws SQLException {
        try (Connection c = database().connect(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }
}
