package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import org.bourse.wstest.wire.Order;
import org.junit.jupiter.api.Test;

class GeneratedOrdersTest {

    @Test
    void itemsAreNumberedFromOneAndTheTotalIsTheReferenceConstant() {
        Order order = new GeneratedOrders().order(9, 77, 3);
        assertThat(order.getLineItems().getLineItem()).extracting(i -> i.getItemId()).containsExactly(1, 2, 3);
        assertThat(order.getLineItems().getLineItem()).extracting(i -> i.getProductId()).containsExactly(1, 2, 3);
        // The reference kits send 50.0 whatever the items add up to.
        assertThat(order.getOrderTotalAmount()).isEqualTo(50.0f);
        assertThat(order.getOrderDate()).isSameAs(order.getCustomer().getLastActivityDate());
    }

    @Test
    void zeroItemsGivesAnEmptyItemList() {
        assertThat(new GeneratedOrders().order(1, 1, 0).getLineItems().getLineItem()).isEmpty();
    }
}
