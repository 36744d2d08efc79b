package org.bourse.dal.selection;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.jdbc.TradeStores;
import org.bourse.dal.population.Population;
import org.bourse.dal.spi.Database;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.OrderOutbox;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.dal.trade.RunStatisticsStore;
import org.bourse.dal.wstest.OrderTables;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The data-access beans of the selected database: the choice is made once, at wiring time. */
@Configuration(proxyBeanMethods = false)
class SelectedDatabaseConfiguration {

    @Bean
    Database database(Vendor vendor) {
        return Databases.of(vendor);
    }

    /** Vendor first: an unsupported URL is reported by name before the pool tries to load a driver. */
    @Bean
    TradeStores tradeStores(Database database, DataSource dataSource) {
        return database.tradeStores(dataSource);
    }

    @Bean
    QuoteStore quoteStore(TradeStores stores) {
        return stores.quotes();
    }

    @Bean
    AccountStore accountStore(TradeStores stores) {
        return stores.accounts();
    }

    @Bean
    HoldingStore holdingStore(TradeStores stores) {
        return stores.holdings();
    }

    @Bean
    OrderStore orderStore(TradeStores stores) {
        return stores.orders();
    }

    @Bean
    MarketStore marketStore(TradeStores stores) {
        return stores.market();
    }

    /** The broker order mode's outbox (order_outbox); unused, and never read, in the other modes. */
    @Bean
    OrderOutbox orderOutbox(TradeStores stores) {
        return stores.outbox();
    }

    @Bean
    RunStatisticsStore runStatisticsStore(TradeStores stores) {
        return stores.runStatistics();
    }

    @Bean
    Population population(Database database) {
        return database.population();
    }

    @Bean
    InvariantCheck invariantCheck(Database database) {
        return database.invariantCheck();
    }

    /**
     * Creating it touches no database: the WSTest service asks for it only when GetOrder's source is
     * {@code database}, and seeds then.
     */
    @Bean
    OrderTables wsTestOrderTables(Database database, DataSource dataSource) {
        return database.orderTables(dataSource);
    }
}
