package org.bourse.wstest;

import org.bourse.wstest.wire.Order;

/** Where GetOrder's purchase order comes from. In memory by default, as in the reference kits. */
public interface OrderSource {

    /** @param items number of line items, already checked against the limits */
    Order order(int orderId, int customerId, int items);
}
