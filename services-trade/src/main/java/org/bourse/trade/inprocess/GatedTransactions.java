package org.bourse.trade.inprocess;

import java.util.function.Supplier;

import org.bourse.trade.orders.OrderTransactions;

/** The order processing's work run as this package's operations are: inside the {@link ResetGate}, in {@link Transactions}. */
final class GatedTransactions implements OrderTransactions {

    private final Transactions tx;
    private final ResetGate gate;

    GatedTransactions(Transactions tx, ResetGate gate) {
        this.tx = tx;
        this.gate = gate;
    }

    @Override
    public <T> T operation(Supplier<T> work) {
        return gate.operation(work);
    }

    @Override
    public <T> T run(String what, Supplier<T> work) {
        return tx.run(what, work);
    }
}
