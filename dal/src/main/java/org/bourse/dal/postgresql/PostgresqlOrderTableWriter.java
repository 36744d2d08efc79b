package org.bourse.dal.postgresql;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.bourse.dal.wstest.OrderTableRows;
import org.bourse.dal.wstest.OrderTableWriter;
import org.bourse.dal.wstest.OrderTablesPlan;
import org.bourse.dal.wstest.StoredOrder;

/**
 * PostgreSQL: {@code COPY … FROM STDIN} ({@link CopyRows}), one table at a time, then ANALYZE so the first
 * reads are planned for the real sizes. TRUNCATE is transactional here: a reseed is all or nothing.
 */
final class PostgresqlOrderTableWriter extends OrderTableWriter {

    @Override
    protected boolean clearCommits() {
        return false;
    }

    @Override
    protected void write(Connection connection, OrderTablesPlan plan) throws SQLException {
        CopyRows.copy(connection, "COPY wstest_address (address_id, first_name, last_name, address1, address2, city, state, zip)"
                + " FROM STDIN", out -> {
            for (int c = 0; c < plan.customers(); c++) {
                address(out, OrderTableRows.billingAddressId(c), OrderTableRows.billingAddress(c));
                address(out, OrderTableRows.shippingAddressId(c), OrderTableRows.shippingAddress(c));
            }
        });
        CopyRows.copy(connection, "COPY wstest_customer (customer_id, contact_first_name, contact_last_name, contact_phone,"
                + " credit_card_number, credit_card_expiration_date, product_description, billing_address_id,"
                + " shipping_address_id) FROM STDIN", out -> {
            for (int c = 0; c < plan.customers(); c++) {
                out.field(c).field(OrderTableRows.contactFirstName(c)).field(OrderTableRows.contactLastName(c))
                        .field(OrderTableRows.CONTACT_PHONE).field(OrderTableRows.CREDIT_CARD_NUMBER)
                        .field(OrderTableRows.CREDIT_CARD_EXPIRATION_DATE).field(OrderTableRows.productDescription(c))
                        .field(OrderTableRows.billingAddressId(c)).last(OrderTableRows.shippingAddressId(c));
            }
        });
        CopyRows.copy(connection, "COPY wstest_order (order_id, order_status, order_total_amount) FROM STDIN", out -> {
            for (int o = 0; o < plan.orders(); o++) {
                out.field(o).field(OrderTableRows.ORDER_STATUS).last(OrderTableRows.ORDER_TOTAL_AMOUNT);
            }
        });
        CopyRows.copy(connection, "COPY wstest_line_item (order_id, item_id, product_id, order_quantity, unit_price) FROM STDIN",
                out -> {
                    for (int o = 0; o < plan.orders(); o++) {
                        for (int k = 1; k <= plan.lineItemsPerOrder(); k++) {
                            out.field(o).field(k).field(OrderTableRows.productId(k))
                                    .field(OrderTableRows.ORDER_QUANTITY).last(OrderTableRows.UNIT_PRICE);
                        }
                    }
                });
        try (Statement s = connection.createStatement()) {
            s.execute("ANALYZE wstest_address, wstest_customer, wstest_order, wstest_line_item");
        }
    }

    private static void address(CopyRows out, int id, StoredOrder.Address a) throws SQLException {
        out.field(id).field(a.firstName()).field(a.lastName()).field(a.address1()).field(a.address2())
                .field(a.city()).field(a.state()).last(a.zip());
    }
}
