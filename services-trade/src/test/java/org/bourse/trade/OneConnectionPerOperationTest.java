package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Supplier;

import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.trade.TradeException.UnknownSymbol;
import org.bourse.trade.TradeException.UnknownUser;
import org.bourse.trade.testapp.ConnectionBorrows;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A request's database work is one transaction on one pooled connection: a buy or a sell reads the
 * account and the quote inside the transaction that places the order. The "order completed" alerts asked
 * after every page take one connection and no transaction when there is none (most pages), and a second
 * connection, for the transaction that takes them, only when there is.
 */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE)
class OneConnectionPerOperationTest {

    @Autowired
    TradeServices services;

    @BeforeEach
    void fromTheSeededPopulation() {
        services.resetTrade(false);
    }

    @Test
    void aBuyTakesOneConnection() {
        Order bought = borrowsOne(() -> services.buy("uid:3", "s:2", new BigDecimal("5")));
        assertThat(bought.status()).isEqualTo(OrderStatus.CLOSED);
        assertThat(bought.symbol()).isEqualTo("s:2");
    }

    @Test
    void aSellTakesOneConnection() {
        Order bought = services.buy("uid:4", "s:3", new BigDecimal("2"));
        Order sold = borrowsOne(() -> services.sell("uid:4", bought.holdingId()));
        assertThat(sold.quantity()).isEqualByComparingTo("2");
    }

    @Test
    void theAlertsAfterAPageTakeOneConnectionWithoutAlertsAndTwoWithThem() {
        services.buy("uid:5", "s:4", new BigDecimal("1"));
        List<Order> alerts = borrows(2, () -> services.closedOrders("uid:5"));
        assertThat(alerts).extracting(Order::symbol).containsExactly("s:4");
        assertThat(borrowsOne(() -> services.closedOrders("uid:5"))).isEmpty();
    }

    @Test
    void refusedTradesStillTakeOneConnectionAndSayWhy() {
        long before = ConnectionBorrows.onThisThread();
        assertThatThrownBy(() -> services.buy("nobody", "s:1", BigDecimal.ONE)).isInstanceOf(UnknownUser.class);
        assertThatThrownBy(() -> services.buy("uid:6", "no-such", BigDecimal.ONE)).isInstanceOf(UnknownSymbol.class);
        assertThat(ConnectionBorrows.onThisThread() - before).isEqualTo(2);
    }

    private static <T> T borrowsOne(Supplier<T> operation) {
        return borrows(1, operation);
    }

    private static <T> T borrows(int connections, Supplier<T> operation) {
        long before = ConnectionBorrows.onThisThread();
        T result = operation.get();
        assertThat(ConnectionBorrows.onThisThread() - before).as("pooled connections taken").isEqualTo(connections);
        return result;
    }
}
