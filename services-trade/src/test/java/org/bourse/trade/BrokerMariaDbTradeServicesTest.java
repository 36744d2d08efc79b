package org.bourse.trade;

import org.bourse.testing.broker.RabbitBroker;
import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.bourse.testing.databases.ServerDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The in-process services in broker mode on the local MariaDB server and RabbitMQ. */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = "spring.flyway.clean-disabled=false")
@Import(CleanMigration.class)
class BrokerMariaDbTradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void serversAreUp() {
        ServerDatabase.mariadb().requireReachable();
        RabbitBroker.local().requireReachable();
    }

    @DynamicPropertySource
    static void servers(DynamicPropertyRegistry registry) {
        ServerDatabase.mariadb().register(registry);
        Brokers.register(registry);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
