package org.bourse.trade.orders;

import java.util.function.Supplier;

/**
 * How {@link OpenOrders} runs the processing of a committed order, as the in-process services run each of
 * their operations: refused at once while a reset of the trade data runs
 * ({@link org.bourse.trade.TradeException.ResetInProgress}), and in transactions of its own that the database
 * may give up under contention and that are then run again.
 */
public interface OrderTransactions {

    /** Runs {@code work} as a trade operation, or refuses it while a reset runs. */
    <T> T operation(Supplier<T> work);

    /** Runs {@code work} in a transaction, again when the database gave it up under contention. */
    <T> T run(String what, Supplier<T> work);
}
