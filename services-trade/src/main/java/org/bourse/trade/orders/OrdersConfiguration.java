package org.bourse.trade.orders;

import java.time.Clock;

import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.OrderStore;
import org.bourse.trade.ConditionalOnTradeAccess;
import org.bourse.trade.TradeSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.event.EventListener;

/**
 * Order processing for the in-process services: the one place the order flow is picked from
 * {@code bourse.trade.order-processing} ({@link TradeSettings#orderProcessing()}).
 * The order flow is picked here once; the broker mode's queue comes from {@code orders.broker}, which is
 * active in that mode only.
 */
@Configuration(proxyBeanMethods = false)
// The in-process services' own condition (InProcessTradeConfiguration): a node in the web-services access
// mode processes no order.
@ConditionalOnTradeAccess(TradeSettings.Mode.IN_PROCESS)
class OrdersConfiguration {

    @Bean
    OrderProcessor orderProcessor(AccountStore accounts, HoldingStore holdings, OrderStore orders,
            PriceImpact priceImpact, TradeSettings settings, ObjectProvider<Clock> clock) {
        return new OrderProcessor(accounts, holdings, orders, priceImpact, clock.getIfAvailable(Clock::systemUTC),
                settings.allowMargin());
    }

    @Bean
    OpenOrders openOrders(OrderStore orders, AccountStore accounts, OrderProcessor processor, OrderTransactions tx) {
        return new OpenOrders(orders, accounts, processor, tx);
    }

    @Bean
    OrderFlow orderFlow(OrderStore orders, OrderProcessor processor, OpenOrders openOrders, TradeSettings settings,
            ObjectProvider<OrderQueue> brokerQueue) {
        return switch (settings.orderProcessing()) {
            case SYNC -> new SyncOrderFlow(processor);
            case ASYNC -> new AsyncOrderFlow(orders, openOrders, settings.asyncWorkers());
            case BROKER -> new QueuedOrderFlow(orders, brokerQueue.getObject());
        };
    }

    /** For operators: the open orders and, in the broker mode, the queue (docs/operations.md, "Backlog"). */
    @Bean
    OrderBacklog orderBacklog(OrderStore orders, ObjectProvider<Clock> clock, ObjectProvider<BrokerQueue> brokerQueue) {
        return new StoreOrderBacklog(orders, clock.getIfAvailable(Clock::systemUTC), brokerQueue);
    }

    @Bean
    PendingOrders pendingOrders(OrderFlow flow) {
        return flow::awaitNoneOpen;
    }

    /** Async mode: orders a crash left open are processed once the application is up. */
    @EventListener(ApplicationReadyEvent.class)
    void recoverOpenOrders(ApplicationReadyEvent event) {
        if (event.getApplicationContext().getBean(OrderFlow.class) instanceof AsyncOrderFlow async) {
            async.recover();
        }
    }
}
