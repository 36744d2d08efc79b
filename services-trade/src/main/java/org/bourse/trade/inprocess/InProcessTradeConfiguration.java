package org.bourse.trade.inprocess;

import java.time.Clock;

import javax.sql.DataSource;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;
import org.bourse.trade.BrokerQueue;
import org.bourse.trade.OrderBacklog;
import org.bourse.trade.PendingOrders;
import org.bourse.trade.TradeServices;
import org.bourse.trade.TradeSettings;
import org.bourse.trade.passwords.PasswordSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.context.event.ApplicationReadyEvent;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;
import org.springframework.context.event.EventListener;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The in-process Trade services (access mode {@code in-process}, the default). The order flow is the
 * variant {@code bourse.trade.order-processing} names, picked here once.
 */
@Configuration(proxyBeanMethods = false)
// Anything but web-services: a misspelt mode then fails where TradeSettings binds it, with Boot's report
// naming the valid values, instead of a missing TradeServices bean.
@ConditionalOnExpression("!'${bourse.trade.access:in-process}'.equalsIgnoreCase('web-services')")
class InProcessTradeConfiguration {

    @Bean
    Transactions tradeTransactions(PlatformTransactionManager manager, TradeSettings settings) {
        return new Transactions(manager, settings.retries());
    }

    @Bean
    ResetGate resetGate(TradeSettings settings) {
        return new ResetGate(settings.resetDrainTimeout());
    }

    @Bean
    QuoteOperations quoteOperations(QuoteStore quotes, Transactions tx, TradeSettings settings) {
        return new QuoteOperations(quotes, new PriceMoves(settings.priceChangeMin(), settings.priceChangeMax()), tx,
                settings.maxQuoteSymbols());
    }

    @Bean
    OrderProcessor orderProcessor(AccountStore accounts, HoldingStore holdings, OrderStore orders,
            QuoteOperations quotes, TradeSettings settings, ObjectProvider<Clock> clock) {
        return new OrderProcessor(accounts, holdings, orders, quotes, clock.getIfAvailable(Clock::systemUTC),
                settings.allowMargin());
    }

    @Bean
    OpenOrders openOrders(OrderStore orders, AccountStore accounts, OrderProcessor processor, Transactions tx,
            ResetGate gate) {
        return new OpenOrders(orders, accounts, processor, tx, gate);
    }

    /** broker: the queue comes from org.bourse.trade.broker, which is active in that mode only. */
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

    /** After the first start's population (if any), so the hash it wrote is already the configured one. */
    @Bean
    @DependsOn("populateWhenEmpty")
    SeededPasswordCost seededPasswordCost(Population population, DataSource dataSource, PasswordEncoder passwords,
            PasswordSettings passwordSettings, PopulationSettings populationSettings) {
        return new SeededPasswordCost(population, dataSource, passwords, passwordSettings.hashScheme(),
                populationSettings.lockWait());
    }

    /** Async mode: orders a crash left open are processed once the application is up. */
    @EventListener(ApplicationReadyEvent.class)
    void recoverOpenOrders(ApplicationReadyEvent event) {
        if (event.getApplicationContext().getBean(OrderFlow.class) instanceof AsyncOrderFlow async) {
            async.recover();
        }
    }

    @Bean
    MarketSummaryCache marketSummaryCache(MarketStore market, TradeSettings settings, ObjectProvider<Clock> clock,
            ResetGate gate) {
        return new MarketSummaryCache(market, clock.getIfAvailable(Clock::systemUTC), settings.marketSummaryInterval(),
                gate);
    }

    @Bean
    TradeServices inProcessTradeServices(AccountStore accounts, HoldingStore holdings, OrderStore orders,
            QuoteOperations quotes, OrderFlow flow, OrderProcessor processor, Transactions tx, TradeSettings settings,
            MarketSummaryCache market, RunStatisticsStore statistics, Population population,
            PopulationSettings populationSettings, DataSource dataSource, PasswordEncoder passwords,
            ObjectProvider<Clock> clock, ResetGate gate) {
        Clock c = clock.getIfAvailable(Clock::systemUTC);
        return new InProcessTradeServices(quotes, new AccountOperations(accounts, passwords, tx, c),
                new TradingOperations(accounts, holdings, orders, quotes, flow, processor, tx, settings), market,
                new AdminOperations(statistics, population, populationSettings, dataSource, passwords, tx, c), gate);
    }
}
