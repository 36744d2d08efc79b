package org.bourse.dal.jdbc;

import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.OpenOrderTotals;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderStore;

/** Orders in plain SQL that every supported database runs as written. */
public class JdbcOrderStore implements OrderStore {

    protected final Jdbc jdbc;
    protected final Rows rows;

    public JdbcOrderStore(Jdbc jdbc) {
        this.jdbc = jdbc;
        this.rows = new Rows(jdbc.dialect());
    }

    @Override
    public Order create(NewOrder o) {
        long id = jdbc.insert("Placing a " + o.type().code() + " order", TradeSql.ORDER_INSERT, "order_id", ps -> {
            ps.setLong(1, o.accountId());
            ps.setString(2, o.symbol());
            if (o.holdingId() == null) {
                ps.setNull(3, Types.BIGINT);
            } else {
                ps.setLong(3, o.holdingId());
            }
            ps.setString(4, o.type().code());
            ps.setBigDecimal(5, o.quantity());
            ps.setBigDecimal(6, o.price());
            ps.setBigDecimal(7, o.fee());
            jdbc.dialect().bindInstant(ps, 8, o.openDate());
            ps.setBoolean(9, o.partial());
        });
        return o.withId(id);
    }

    @Override
    public Optional<Order> find(long orderId) {
        return jdbc.one("Reading order", TradeSql.ORDER_BY_ID, ps -> ps.setLong(1, orderId), rows::order);
    }

    @Override
    public Optional<Order> lock(long orderId) {
        return jdbc.one("Locking order", TradeSql.ORDER_LOCK, ps -> ps.setLong(1, orderId), rows::order);
    }

    @Override
    public List<Order> ofAccount(long accountId, int limit) {
        return jdbc.list("Reading orders", TradeSql.ORDERS_OF_ACCOUNT, ps -> {
            ps.setLong(1, accountId);
            ps.setInt(2, limit);
        }, rows::order);
    }

    @Override
    public boolean close(long orderId, Long holdingId, Instant at) {
        return jdbc.update("Closing an order", TradeSql.ORDER_CLOSE, ps -> {
            if (holdingId == null) {
                ps.setNull(1, Types.BIGINT);
            } else {
                ps.setLong(1, holdingId);
            }
            jdbc.dialect().bindInstant(ps, 2, at);
            ps.setLong(3, orderId);
        }) == 1;
    }

    @Override
    public boolean cancel(long orderId, Instant at) {
        return jdbc.update("Cancelling an order", TradeSql.ORDER_CANCEL, ps -> {
            jdbc.dialect().bindInstant(ps, 1, at);
            ps.setLong(2, orderId);
        }) == 1;
    }

    @Override
    public boolean complete(long orderId, long accountId) {
        // The owner is checked on the row read by key (an order never changes account); the update's
        // status condition keeps each order completed once.
        return find(orderId).filter(o -> o.accountId() == accountId).isPresent() && complete(orderId);
    }

    private boolean complete(long orderId) {
        return jdbc.update("Completing an order", TradeSql.ORDER_COMPLETE, ps -> ps.setLong(1, orderId)) == 1;
    }

    /**
     * Reads the closed orders and marks each completed; an order another request completed in
     * between is left out, so each alert is shown once. With no closed order (the common case on
     * every page) this is one indexed read.
     */
    @Override
    public List<Order> takeClosed(long accountId) {
        List<Long> ids = jdbc.list("Reading closed orders", TradeSql.ORDER_IDS_CLOSED_OF_ACCOUNT,
                ps -> ps.setLong(1, accountId), rs -> rs.getLong(1));
        List<Order> taken = new ArrayList<>(ids.size());
        for (long id : ids) {
            // Read before it is completed: the alert shows the order as it closed.
            Optional<Order> order = find(id);
            if (order.isPresent() && complete(id)) {
                taken.add(order.get());
            }
        }
        return taken;
    }

    @Override
    public Optional<Boolean> hasClosed(String userId) {
        return jdbc.one("Looking for closed orders", TradeSql.ORDERS_CLOSED_ANY_OF_USER, ps -> ps.setString(1, userId),
                rs -> rs.getBoolean(1));
    }

    @Override
    public List<Long> openOrderIds() {
        return jdbc.list("Reading open orders", TradeSql.ORDERS_OPEN_IDS, rs -> rs.getLong(1));
    }

    @Override
    public OpenOrderTotals openTotals(long fromOrderId) {
        return jdbc.one("Counting open orders", TradeSql.ORDERS_OPEN_TOTALS, ps -> ps.setLong(1, fromOrderId),
                rs -> new OpenOrderTotals(rs.getLong(1), Optional.ofNullable(jdbc.dialect().instant(rs, 2)),
                        Optional.ofNullable(rs.getObject(3) == null ? null : rs.getLong(3)), rs.getLong(4)))
                .orElseThrow();
    }

    /** For subclasses: an order read from a row that reports it after a status change. */
    protected static Order asClosed(Order o) {
        return o.withStatus(OrderStatus.CLOSED, null);
    }
}
