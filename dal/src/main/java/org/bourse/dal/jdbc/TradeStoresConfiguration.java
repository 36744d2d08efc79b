package org.bourse.dal.jdbc;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The Trade stores of the selected database: the choice is made here, once, at wiring time. */
@Configuration(proxyBeanMethods = false)
class TradeStoresConfiguration {

    /** Vendor first: an unsupported URL is reported by name before the pool tries to load a driver. */
    @Bean
    Jdbc tradeJdbc(Vendor vendor, DataSource dataSource) {
        return new Jdbc(dataSource, SqlDialect.of(vendor));
    }

    @Bean
    QuoteStore quoteStore(Jdbc jdbc, Vendor vendor) {
        return TradeStores.quoteStore(jdbc, vendor);
    }

    @Bean
    AccountStore accountStore(Jdbc jdbc) {
        return new JdbcAccountStore(jdbc);
    }

    @Bean
    HoldingStore holdingStore(Jdbc jdbc) {
        return new JdbcHoldingStore(jdbc);
    }

    @Bean
    OrderStore orderStore(Jdbc jdbc, Vendor vendor) {
        return TradeStores.orderStore(jdbc, vendor);
    }

    @Bean
    MarketStore marketStore(Jdbc jdbc) {
        return new JdbcMarketStore(jdbc);
    }

    @Bean
    RunStatisticsStore runStatisticsStore(Jdbc jdbc) {
        return new JdbcRunStatisticsStore(jdbc);
    }
}
