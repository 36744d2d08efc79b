package org.bourse.dal.wstest;

import java.util.Optional;

import org.bourse.dal.DataAccessFailure;

/**
 * The GetOrder tables. Every method throws {@link DataAccessFailure} when the database fails.
 */
public interface OrderTables {

    /**
     * Order {@code orderId} as customer {@code customerId} gets it, with its first {@code items}
     * line items: one query for the order, customer and addresses, one for the items (none when
     * {@code items} is 0).
     *
     * @return empty if the order or the customer is not in the tables; the list of line items is
     *         shorter than {@code items} if the order has fewer
     */
    Optional<StoredOrder> read(int orderId, int customerId, int items);

    /** What the last seeding wrote; empty if the tables were never seeded (or were emptied). */
    Optional<OrderTablesPlan> seeded();

    /**
     * Replaces the contents of the tables with the rows of {@code plan}, in one transaction where the
     * database can empty tables transactionally (PostgreSQL); on H2 and MariaDB emptying them commits
     * first, so a failure leaves them empty (and {@link #seeded()} empty).
     */
    void seed(OrderTablesPlan plan);

    /**
     * Seeds unless the tables already hold exactly {@code plan}. Two nodes starting on one database
     * may race: the loser's failure is ignored when the winner left the tables as planned.
     *
     * @return whether this call seeded
     */
    default boolean ensureSeeded(OrderTablesPlan plan) {
        if (seeded().filter(plan::equals).isPresent()) {
            return false;
        }
        try {
            seed(plan);
            return true;
        } catch (DataAccessFailure e) {
            if (seeded().filter(plan::equals).isPresent()) {
                return false;
            }
            throw e;
        }
    }
}
