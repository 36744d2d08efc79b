package org.bourse.dal.wstest;

/**
 * What the GetOrder tables hold: orders {@code 0 … orders−1}, each with line items
 * {@code 1 … lineItemsPerOrder}, and customers {@code 0 … customers−1}, each with a billing and a
 * shipping address. Any order can be asked for by any customer, as in WSTest.
 *
 * @param orders            number of orders (ids from 0)
 * @param customers         number of customers (ids from 0)
 * @param lineItemsPerOrder line items of every order: the most one GetOrder can ask for
 */
public record OrderTablesPlan(int orders, int customers, int lineItemsPerOrder) {

    /** More orders than a benchmark needs to spread its reads; keeps every id an {@code int}. */
    public static final int MAX_ORDERS = 100_000;
    public static final int MAX_CUSTOMERS = 1_000_000;
    /** Upper bound on orders × line items per order, the size of the line-item table. */
    public static final long MAX_LINE_ITEMS = 10_000_000;

    public OrderTablesPlan {
        if (orders < 1 || orders > MAX_ORDERS) {
            throw new IllegalArgumentException("orders must be between 1 and " + MAX_ORDERS + ", was " + orders);
        }
        if (customers < 1 || customers > MAX_CUSTOMERS) {
            throw new IllegalArgumentException("customers must be between 1 and " + MAX_CUSTOMERS + ", was " + customers);
        }
        if (lineItemsPerOrder < 0) {
            throw new IllegalArgumentException("lineItemsPerOrder must not be negative, was " + lineItemsPerOrder);
        }
        if (lineItems(orders, lineItemsPerOrder) > MAX_LINE_ITEMS) {
            throw new IllegalArgumentException(orders + " orders of " + lineItemsPerOrder + " line items are "
                    + lineItems(orders, lineItemsPerOrder) + " rows, more than " + MAX_LINE_ITEMS);
        }
    }

    /** Rows of the line-item table. */
    public long lineItems() {
        return lineItems(orders, lineItemsPerOrder);
    }

    static long lineItems(int orders, int lineItemsPerOrder) {
        return (long) orders * lineItemsPerOrder;
    }
}
