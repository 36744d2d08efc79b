package org.bourse.trade.inprocess;

import java.time.Clock;

import javax.sql.DataSource;

import org.bourse.dal.population.PopulateWhenEmpty;
import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;
import org.bourse.trade.ConditionalOnTradeAccess;
import org.bourse.trade.TradeServices;
import org.bourse.trade.TradeSettings;
import org.bourse.trade.orders.OrderFlow;
import org.bourse.trade.orders.OrderProcessor;
import org.bourse.trade.orders.OrderTransactions;
import org.bourse.trade.orders.PriceImpact;
import org.bourse.trade.passwords.PasswordSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.DependsOn;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.PlatformTransactionManager;

/**
 * The in-process Trade services (access mode {@code in-process}, the default). What happens to the orders
 * they place is org.bourse.trade.orders' (the order flow {@code bourse.trade.order-processing} names).
 */
@Configuration(proxyBeanMethods = false)
// A misspelt mode fails here, where the condition binds it as TradeSettings does, with Boot's report naming the
// valid values.
@ConditionalOnTradeAccess(TradeSettings.Mode.IN_PROCESS)
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

    /** The quote move a processed order makes (org.bourse.trade.orders). */
    @Bean
    PriceImpact priceImpact(QuoteOperations quotes) {
        return quotes::moveAfterTrade;
    }

    /** How the order processing's own transactions run (org.bourse.trade.orders): as every operation here. */
    @Bean
    OrderTransactions orderTransactions(Transactions tx, ResetGate gate) {
        return new GatedTransactions(tx, gate);
    }

    /** After the first start's population (if any), so the hash it wrote is already the configured one. */
    /**
     * Runs after Flyway has migrated. Every populated user shares one password, so it is hashed once, not once
     * per user, and only when there is something to populate (bcrypt is not free at start-up). The encoder is
     * the application's (the password scheme is a setting), or Spring Security's delegating one (bcrypt) without
     * it.
     */
    @Bean
    @DependsOnDatabaseInitialization
    PopulateWhenEmpty populateWhenEmpty(Population population, DataSource dataSource, PopulationSettings settings,
            ObjectProvider<PasswordEncoder> passwordEncoder) {
        return new PopulateWhenEmpty(population, dataSource, settings, () -> passwordEncoder
                .getIfAvailable(PasswordEncoderFactories::createDelegatingPasswordEncoder)
                .encode(PopulateWhenEmpty.POPULATED_PASSWORD));
    }

    @Bean
    @DependsOn("populateWhenEmpty")
    SeededPasswordCost seededPasswordCost(Population population, DataSource dataSource, PasswordEncoder passwords,
            PasswordSettings passwordSettings, PopulationSettings populationSettings) {
        return new SeededPasswordCost(population, dataSource, passwords, passwordSettings.hashScheme(),
                populationSettings.lockWait());
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
