package org.bourse.trade.orders;

import java.time.Duration;

/**
 * Orders accepted but not processed yet. With {@code bourse.trade.order-processing=async} a buy or sell
 * is acknowledged once its open order is committed, and a worker processes it just after; a check of the
 * run waits for them first. In the sync mode nothing is ever pending. In process only: a node in the
 * web-services access mode has no such bean.
 */
public interface PendingOrders {

    /**
     * Waits until no order is open in the database, at most {@code timeout}.
     *
     * @return true when none is open, false when the timeout came first
     */
    boolean awaitNoneOpen(Duration timeout) throws InterruptedException;
}
