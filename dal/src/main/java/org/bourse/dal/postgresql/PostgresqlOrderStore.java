package org.bourse.dal.postgresql;

import java.util.List;

import org.bourse.dal.jdbc.Jdbc;
import org.bourse.dal.jdbc.JdbcOrderStore;
import org.bourse.dal.jdbc.TradeSql;
import org.bourse.dal.trade.Order;

/** PostgreSQL takes the closed orders in one round trip: UPDATE … RETURNING. */
final class PostgresqlOrderStore extends JdbcOrderStore {

    private static final String TAKE_CLOSED = "UPDATE orders SET order_status = 'completed'"
            + " WHERE account_id = ? AND order_status = 'closed' RETURNING " + TradeSql.ORDER_COLUMNS;

    public PostgresqlOrderStore(Jdbc jdbc) {
        super(jdbc);
    }

    @Override
    public List<Order> takeClosed(long accountId) {
        return jdbc.list("Taking closed orders", TAKE_CLOSED, ps -> ps.setLong(1, accountId),
                rs -> asClosed(rows.order(rs))).stream()
                .sorted((a, b) -> Long.compare(a.orderId(), b.orderId())).toList();
    }
}
