package org.bourse.trade;

import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.bourse.testing.databases.ServerDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The in-process services with async order processing on the local PostgreSQL server (this build's own database). */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "bourse.trade.order-processing=async",
        "spring.flyway.clean-disabled=false"})
@Import(CleanMigration.class)
class AsyncPostgresqlTradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void serverIsUp() {
        ServerDatabase.postgresql().requireReachable();
    }

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        ServerDatabase.postgresql().register(registry);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
