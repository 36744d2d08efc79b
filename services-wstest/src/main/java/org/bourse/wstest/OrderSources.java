package org.bourse.wstest;

import org.bourse.dal.wstest.OrderTables;
import org.bourse.dal.wstest.OrderTablesPlan;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Condition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * GetOrder's {@link OrderSource}, chosen once at start-up by {@value #SOURCE}: exactly one of the
 * beans below exists, and the endpoint holds it. The memory source has no link to the database at
 * all (not even a start-up ordering); the database source is created after the schema is migrated
 * and seeds its tables before the server takes requests.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WsTestSettings.class)
class OrderSources {

    static final String SOURCE = "bourse.wstest.get-order-source";
    private static final Logger LOG = LoggerFactory.getLogger(OrderSources.class);

    @Bean
    @Conditional(MemorySource.class)
    OrderSource generatedOrders() {
        return new GeneratedOrders();
    }

    @Bean
    @Conditional(DatabaseSource.class)
    @DependsOnDatabaseInitialization
    OrderSource databaseOrders(OrderTables tables, WsTestSettings settings, WsTestLimits limits) {
        OrderTablesPlan plan = settings.orderDatabase().plan(limits.maxOrderItems());
        long start = System.nanoTime();
        boolean seededNow = tables.ensureSeeded(plan);
        LOG.info("GetOrder reads from the database: {} orders of {} line items, {} customers ({})", plan.orders(),
                plan.lineItemsPerOrder(), plan.customers(), seededNow
                        ? "seeded in " + (System.nanoTime() - start) / 1_000_000 + " ms"
                        : "seeded by an earlier start");
        return new DatabaseOrders(tables, plan);
    }

    /**
     * Matches when {@value #SOURCE} is the given source. The setting is bound as the typed enum, so
     * a value that is neither {@code memory} nor {@code database} stops start-up naming the setting.
     */
    abstract static class SourceIs implements Condition {
        private final WsTestSettings.Source source;

        SourceIs(WsTestSettings.Source source) {
            this.source = source;
        }

        @Override
        public boolean matches(ConditionContext context, AnnotatedTypeMetadata metadata) {
            return Binder.get(context.getEnvironment()).bind(SOURCE, WsTestSettings.Source.class)
                    .orElse(WsTestSettings.Source.MEMORY) == source;
        }
    }

    static final class MemorySource extends SourceIs {
        MemorySource() {
            super(WsTestSettings.Source.MEMORY);
        }
    }

    static final class DatabaseSource extends SourceIs {
        DatabaseSource() {
            super(WsTestSettings.Source.DATABASE);
        }
    }
}
