package org.bourse.dal.wstest;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

import org.bourse.dal.jdbc.InsertBatch;

/**
 * H2 and MariaDB: batched prepared INSERTs, {@value #BATCH} rows per round trip (MariaDB's driver
 * sends a batch with its bulk protocol). TRUNCATE commits on both.
 */
final class BatchedOrderTableWriter extends OrderTableWriter {

    static final int BATCH = 2_000;

    @Override
    protected boolean clearCommits() {
        return true;
    }

    @Override
    protected void write(Connection connection, OrderTablesPlan plan) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wstest_address (address_id, first_name,"
                + " last_name, address1, address2, city, state, zip) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (int c = 0; c < plan.customers(); c++) {
                address(ps, OrderTableRows.billingAddressId(c), OrderTableRows.billingAddress(c));
                batch.add();
                address(ps, OrderTableRows.shippingAddressId(c), OrderTableRows.shippingAddress(c));
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wstest_customer (customer_id,"
                + " contact_first_name, contact_last_name, contact_phone, credit_card_number,"
                + " credit_card_expiration_date, product_description, billing_address_id, shipping_address_id)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (int c = 0; c < plan.customers(); c++) {
                ps.setInt(1, c);
                ps.setString(2, OrderTableRows.contactFirstName(c));
                ps.setString(3, OrderTableRows.contactLastName(c));
                ps.setString(4, OrderTableRows.CONTACT_PHONE);
                ps.setString(5, OrderTableRows.CREDIT_CARD_NUMBER);
                ps.setString(6, OrderTableRows.CREDIT_CARD_EXPIRATION_DATE);
                ps.setString(7, OrderTableRows.productDescription(c));
                ps.setInt(8, OrderTableRows.billingAddressId(c));
                ps.setInt(9, OrderTableRows.shippingAddressId(c));
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wstest_order (order_id, order_status,"
                + " order_total_amount) VALUES (?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (int o = 0; o < plan.orders(); o++) {
                ps.setInt(1, o);
                ps.setInt(2, OrderTableRows.ORDER_STATUS);
                ps.setFloat(3, OrderTableRows.ORDER_TOTAL_AMOUNT);
                batch.add();
            }
            batch.finish();
        }
        try (PreparedStatement ps = connection.prepareStatement("INSERT INTO wstest_line_item (order_id, item_id,"
                + " product_id, order_quantity, unit_price) VALUES (?, ?, ?, ?, ?)")) {
            InsertBatch batch = new InsertBatch(ps, BATCH);
            for (int o = 0; o < plan.orders(); o++) {
                for (int k = 1; k <= plan.lineItemsPerOrder(); k++) {
                    ps.setInt(1, o);
                    ps.setInt(2, k);
                    ps.setInt(3, OrderTableRows.productId(k));
                    ps.setInt(4, OrderTableRows.ORDER_QUANTITY);
                    ps.setFloat(5, OrderTableRows.UNIT_PRICE);
                    batch.add();
                }
            }
            batch.finish();
        }
    }

    private static void address(PreparedStatement ps, int id, StoredOrder.Address a) throws SQLException {
        ps.setInt(1, id);
        ps.setString(2, a.firstName());
        ps.setString(3, a.lastName());
        ps.setString(4, a.address1());
        ps.setString(5, a.address2());
        ps.setString(6, a.city());
        ps.setString(7, a.state());
        ps.setString(8, a.zip());
    }
}
