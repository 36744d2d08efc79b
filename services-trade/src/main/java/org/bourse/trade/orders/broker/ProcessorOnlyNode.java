package org.bourse.trade.orders.broker;

import java.util.Map;

import org.bourse.trade.TradeSettings;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * A node with {@code bourse.trade.broker.role=processor} serves nothing: no web server starts, so it
 * has no pages, no SOAP endpoints and no port (StockTrader's separate order processor). Runs after the
 * configuration files are read; an explicit {@code spring.main.web-application-type} wins.
 */
final class ProcessorOnlyNode implements EnvironmentPostProcessor, Ordered {

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        boolean broker = TradeSettings.ORDER_PROCESSING.in(env) == TradeSettings.OrderProcessing.BROKER;
        boolean processorOnly = BrokerSettings.ROLE.in(env) == BrokerSettings.Role.PROCESSOR;
        if (broker && processorOnly && !env.containsProperty("spring.main.web-application-type")) {
            env.getPropertySources().addLast(new MapPropertySource("bourse-processor-node",
                    Map.of("spring.main.web-application-type", "none")));
        }
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }
}
