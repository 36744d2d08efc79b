package org.bourse.dal.jdbc;

import java.time.Instant;
import java.util.Collection;
import java.util.List;

import org.bourse.dal.trade.OrderOutbox;

/** The outbox in plain SQL that every supported database runs as written. */
final class JdbcOrderOutbox implements OrderOutbox {

    private static final String ADD = "INSERT INTO order_outbox (order_id, created_at) VALUES (?, ?)";
    private static final String LOCK_OLDER =
            "SELECT order_id FROM order_outbox WHERE created_at < ? ORDER BY order_id LIMIT ? FOR UPDATE";
    private static final String REMOVE = "DELETE FROM order_outbox WHERE order_id = ?";
    private static final String SIZE = "SELECT COUNT(*) FROM order_outbox";

    private final Jdbc jdbc;

    JdbcOrderOutbox(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public void add(long orderId, Instant at) {
        jdbc.update("Recording an order to publish", ADD, ps -> {
            ps.setLong(1, orderId);
            jdbc.dialect().bindInstant(ps, 2, at);
        });
    }

    @Override
    public List<Long> lockOlderThan(Instant before, int limit) {
        return jdbc.list("Reading orders left to publish", LOCK_OLDER, ps -> {
            jdbc.dialect().bindInstant(ps, 1, before);
            ps.setInt(2, limit);
        }, rs -> rs.getLong(1));
    }

    @Override
    public int remove(Collection<Long> orderIds) {
        int removed = 0;
        for (long id : orderIds) {
            removed += jdbc.update("Forgetting a published order", REMOVE, ps -> ps.setLong(1, id));
        }
        return removed;
    }

    @Override
    public int size() {
        return jdbc.one("Counting orders left to publish", SIZE, ps -> { }, rs -> rs.getInt(1)).orElse(0);
    }
}
