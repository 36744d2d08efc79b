package org.bourse.dal.trade;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Orders and their status changes. Each status change is guarded by the status it leaves. */
public interface OrderStore {

    /**
     * Writes an open order.
     *
     * @throws org.bourse.dal.DuplicateKey for a sell of a holding that already has a sell that is not
     *         cancelled (the database's one-sell-per-holding guarantee)
     */
    Order create(NewOrder order);

    Optional<Order> find(long orderId);

    /** The order, locked until the transaction ends (async workers take an order this way). */
    Optional<Order> lock(long orderId);

    /** The account's newest orders first, at most {@code limit}. */
    List<Order> ofAccount(long accountId, int limit);

    /**
     * Marks an open order closed (processed) at {@code at}, naming {@code holdingId} (for a buy, the
     * holding it created). @return false if the order was not open
     */
    boolean close(long orderId, Long holdingId, Instant at);

    /** Marks an open order cancelled at {@code at}. @return false if the order was not open */
    boolean cancel(long orderId, Instant at);

    /** Marks one closed order of the account completed. @return false if it was not closed */
    boolean complete(long orderId, long accountId);

    /**
     * The account's closed orders, which this call marks completed (the "order completed" alerts):
     * each is shown once.
     */
    List<Order> takeClosed(long accountId);

    /**
     * Whether the user's account has closed orders to {@link #takeClosed take}: one indexed read, no lock,
     * needing no transaction. Empty if no account belongs to {@code userId}.
     */
    Optional<Boolean> hasClosed(String userId);

    /** Ids of all open orders, oldest first (what an async worker must still process). */
    List<Long> openOrderIds();

    /**
     * How many of the orders from {@code fromOrderId} on are open, and the oldest one's open date: a range of
     * the primary key (no index leads with the status), so a monitoring reading that starts at the lowest id
     * still open reads only the orders since then, not the whole history.
     */
    OpenOrderTotals openTotals(long fromOrderId);
}
