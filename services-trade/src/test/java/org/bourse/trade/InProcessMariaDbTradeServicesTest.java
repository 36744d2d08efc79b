package org.bourse.trade;

import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.bourse.testing.databases.ServerDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The in-process services on the local MariaDB server (this build's own database). */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "spring.flyway.clean-disabled=false"})
@Import(CleanMigration.class)
class InProcessMariaDbTradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void serverIsUp() {
        ServerDatabase.mariadb().requireReachable();
    }

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ServerDatabase.mariadb().register(registry);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
