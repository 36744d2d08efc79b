package org.bourse.wstest;

import org.bourse.dal.wstest.OrderTablesPlan;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the WSTest service binds its messages and where GetOrder's purchase order comes from.
 *
 * @param binding        {@code jaxb}: CXF's JAXB data binding, as CXF sets it up (the default);
 *                       {@code stax}: Bourse's own reader and writer for the WSTest messages ({@link WsTestBinding})
 * @param getOrderSource {@code memory}: built in memory, as the reference kits do (the default);
 *                       {@code database}: read from the {@code wstest_} tables through the data-access layer
 * @param orderDatabase  the id ranges the database source seeds and serves
 */
@ConfigurationProperties("bourse.wstest")
public record WsTestSettings(
        @DefaultValue("jaxb") WsTestBinding binding,
        @DefaultValue("memory") Source getOrderSource,
        @DefaultValue OrderDatabase orderDatabase) {

    public enum Source {
        MEMORY,
        DATABASE
    }

    /**
     * @param orders    orders seeded, ids {@code 0 … orders−1}, each with {@code max-order-items} line items
     * @param customers customers seeded, ids {@code 0 … customers−1}
     */
    public record OrderDatabase(
            @DefaultValue("100") int orders,
            @DefaultValue("1000") int customers) {

        static final String PREFIX = "bourse.wstest.order-database.";

        public OrderDatabase {
            requireBetween("orders", orders, OrderTablesPlan.MAX_ORDERS);
            requireBetween("customers", customers, OrderTablesPlan.MAX_CUSTOMERS);
        }

        /** The tables' contents for this range, with every order holding the largest GetOrder. */
        OrderTablesPlan plan(int maxOrderItems) {
            long lineItems = (long) orders * maxOrderItems;
            if (lineItems > OrderTablesPlan.MAX_LINE_ITEMS) {
                throw new IllegalArgumentException(PREFIX + "orders=" + orders + " with"
                        + " bourse.wstest.limits.max-order-items=" + maxOrderItems + " means " + lineItems
                        + " line items to seed, more than " + OrderTablesPlan.MAX_LINE_ITEMS + ": lower either setting");
            }
            return new OrderTablesPlan(orders, customers, maxOrderItems);
        }

        private static void requireBetween(String name, int value, int max) {
            if (value < 1 || value > max) {
                throw new IllegalArgumentException(PREFIX + name + " must be between 1 and " + max + ", was " + value);
            }
        }
    }
}
