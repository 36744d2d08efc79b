package org.bourse.trade.orders;

import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderStore;
import org.bourse.trade.TradeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Processes one order that a request committed open, in a transaction of its own: for the async
 * workers and for the broker mode's consumers. The order row is locked first and processed only if it
 * is still open, so an order that several workers, nodes or redeliveries hand over is processed once.
 * An order that cannot be processed (no funds, holding gone) is cancelled; no money moves.
 */
public final class OpenOrders {

    private static final Logger LOG = LoggerFactory.getLogger(OpenOrders.class);

    /** What {@link #process} did. */
    public enum Outcome {
        /** Processed now (closed). */
        PROCESSED,
        /** Could not be processed, cancelled now. */
        CANCELLED,
        /** Not open (already processed or cancelled) or no such order: nothing done. */
        NOT_OPEN,
        /** A reset of this node's trade data is running: the reset removes the order with the run's rows. */
        LEFT_TO_RESET
    }

    private final OrderStore orders;
    private final AccountStore accounts;
    private final OrderProcessor processor;
    private final OrderTransactions tx;

    OpenOrders(OrderStore orders, AccountStore accounts, OrderProcessor processor, OrderTransactions tx) {
        this.orders = orders;
        this.accounts = accounts;
        this.processor = processor;
        this.tx = tx;
    }

    /**
     * Processes the order if it is still open. Once this returns, what it did is committed.
     *
     * @throws RuntimeException when the database failed: nothing of it survived the rollback and the
     *         order is still open
     */
    public Outcome process(long orderId) {
        try {
            return tx.operation(() -> processOrCancel(orderId));
        } catch (TradeException.ResetInProgress e) {
            return Outcome.LEFT_TO_RESET;
        }
    }

    private Outcome processOrCancel(long orderId) {
        try {
            return tx.run("processing order " + orderId, () -> orders.lock(orderId)
                    .filter(o -> o.status() == OrderStatus.OPEN)
                    .map(o -> {
                        processor.process(o, userOf(o));
                        return Outcome.PROCESSED;
                    }).orElse(Outcome.NOT_OPEN));
        } catch (TradeException e) {
            LOG.info("Order {} cancelled: {}", orderId, e.getMessage());
            boolean cancelled = tx.run("cancelling order " + orderId, () -> orders.cancel(orderId, processor.now()));
            return cancelled ? Outcome.CANCELLED : Outcome.NOT_OPEN;
        }
    }

    private String userOf(org.bourse.dal.trade.Order o) {
        return accounts.account(o.accountId()).map(a -> a.userId()).orElse("account " + o.accountId());
    }
}
