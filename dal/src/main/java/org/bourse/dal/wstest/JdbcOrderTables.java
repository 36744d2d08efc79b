package org.bourse.dal.wstest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import javax.sql.DataSource;

import org.bourse.dal.DataAccessFailure;
import org.bourse.dal.Vendor;

/**
 * The GetOrder tables through plain JDBC on connections of the application's data source. The reads
 * are the same SQL on every database; only seeding differs ({@link OrderTableWriter}).
 */
public final class JdbcOrderTables implements OrderTables {

    /** Order, customer and both addresses: four primary-key lookups in one row. */
    static final String READ_ORDER = "SELECT o.order_id, o.order_status, o.order_total_amount,"
            + " c.customer_id, c.contact_first_name, c.contact_last_name, c.contact_phone, c.credit_card_number,"
            + " c.credit_card_expiration_date, c.product_description,"
            + " b.first_name, b.last_name, b.address1, b.address2, b.city, b.state, b.zip,"
            + " s.first_name, s.last_name, s.address1, s.address2, s.city, s.state, s.zip"
            + " FROM wstest_customer c"
            + " JOIN wstest_address b ON b.address_id = c.billing_address_id"
            + " JOIN wstest_address s ON s.address_id = c.shipping_address_id"
            + " JOIN wstest_order o ON o.order_id = ?"
            + " WHERE c.customer_id = ?";
    /** The first n items of an order: one range of the line items' primary key, already in order. */
    static final String READ_LINE_ITEMS = "SELECT order_id, item_id, product_id, order_quantity, unit_price"
            + " FROM wstest_line_item WHERE order_id = ? AND item_id <= ? ORDER BY item_id";
    static final String READ_SEED = "SELECT orders, customers, line_items_per_order FROM wstest_order_seed"
            + " WHERE id = 1";
    static final String WRITE_SEED = "INSERT INTO wstest_order_seed (id, orders, customers, line_items_per_order)"
            + " VALUES (1, ?, ?, ?)";

    private final DataSource dataSource;
    private final Vendor vendor;
    private final OrderTableWriter writer;

    /** Built by the database's {@code org.bourse.dal.spi.Database}, which brings the writer. */
    public JdbcOrderTables(DataSource dataSource, Vendor vendor, OrderTableWriter writer) {
        this.dataSource = Objects.requireNonNull(dataSource, "dataSource");
        this.vendor = Objects.requireNonNull(vendor, "vendor");
        this.writer = Objects.requireNonNull(writer, "writer");
    }

    @Override
    public Optional<StoredOrder> read(int orderId, int customerId, int items) {
        try (Connection connection = dataSource.getConnection()) {
            StoredOrder order;
            String productDescription;
            try (PreparedStatement ps = connection.prepareStatement(READ_ORDER)) {
                ps.setInt(1, orderId);
                ps.setInt(2, customerId);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return Optional.empty();
                    }
                    order = order(rs, List.of());
                    productDescription = rs.getString(10);
                }
            }
            if (items > 0) {
                order = new StoredOrder(order.orderId(), order.orderStatus(), order.orderTotalAmount(), order.customer(),
                        lineItems(connection, orderId, items, productDescription));
            }
            return Optional.of(order);
        } catch (SQLException e) {
            throw DataAccessFailure.of("Reading GetOrder order " + orderId + " for customer " + customerId, e);
        }
    }

    private static StoredOrder order(ResultSet rs, List<StoredOrder.LineItem> lineItems) throws SQLException {
        StoredOrder.Customer customer = new StoredOrder.Customer(rs.getInt(4), rs.getString(5), rs.getString(6),
                rs.getString(7), rs.getString(8), rs.getString(9), address(rs, 11), address(rs, 18));
        return new StoredOrder(rs.getInt(1), rs.getInt(2), rs.getFloat(3), customer, lineItems);
    }

    private static StoredOrder.Address address(ResultSet rs, int first) throws SQLException {
        return new StoredOrder.Address(rs.getString(first), rs.getString(first + 1), rs.getString(first + 2),
                rs.getString(first + 3), rs.getString(first + 4), rs.getString(first + 5), rs.getString(first + 6));
    }

    private static List<StoredOrder.LineItem> lineItems(Connection connection, int orderId, int items,
            String productDescription) throws SQLException {
        List<StoredOrder.LineItem> lineItems = new ArrayList<>(items);
        try (PreparedStatement ps = connection.prepareStatement(READ_LINE_ITEMS)) {
            ps.setInt(1, orderId);
            ps.setInt(2, items);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    lineItems.add(new StoredOrder.LineItem(rs.getInt(1), rs.getInt(2), rs.getInt(3), productDescription,
                            rs.getInt(4), rs.getFloat(5)));
                }
            }
        }
        return Collections.unmodifiableList(lineItems);
    }

    @Override
    public Optional<OrderTablesPlan> seeded() {
        try (Connection connection = dataSource.getConnection();
                Statement s = connection.createStatement();
                ResultSet rs = s.executeQuery(READ_SEED)) {
            return rs.next() ? Optional.of(new OrderTablesPlan(rs.getInt(1), rs.getInt(2), rs.getInt(3))) : Optional.empty();
        } catch (SQLException e) {
            throw DataAccessFailure.of("Reading what the GetOrder tables hold", e);
        }
    }

    @Override
    public void seed(OrderTablesPlan plan) {
        Objects.requireNonNull(plan, "plan");
        try (Connection connection = dataSource.getConnection()) {
            boolean autoCommit = connection.getAutoCommit();
            try {
                if (writer.clearCommits()) {
                    connection.setAutoCommit(true);
                    writer.clear(connection);
                }
                connection.setAutoCommit(false);
                try {
                    if (!writer.clearCommits()) {
                        writer.clear(connection);
                    }
                    writer.write(connection, plan);
                    try (PreparedStatement ps = connection.prepareStatement(WRITE_SEED)) {
                        ps.setInt(1, plan.orders());
                        ps.setInt(2, plan.customers());
                        ps.setInt(3, plan.lineItemsPerOrder());
                        ps.executeUpdate();
                    }
                    connection.commit();
                } catch (SQLException | RuntimeException e) {
                    rollback(connection, e);
                    throw e;
                }
            } finally {
                restoreAutoCommit(connection, autoCommit);
            }
        } catch (SQLException e) {
            throw DataAccessFailure.of("Seeding the GetOrder tables with " + plan + " on " + vendor.id(), e);
        }
    }

    private static void restoreAutoCommit(Connection connection, boolean autoCommit) {
        try {
            if (!connection.isClosed() && connection.getAutoCommit() != autoCommit) {
                connection.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            // The connection is broken; its pool discards it. The seeding's outcome stands.
        }
    }

    private static void rollback(Connection connection, Exception failure) {
        try {
            connection.rollback();
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
