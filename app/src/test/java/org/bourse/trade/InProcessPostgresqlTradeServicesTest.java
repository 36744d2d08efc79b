package org.bourse.trade;

import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** The in-process services on the local PostgreSQL server. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "spring.datasource.url=${BOURSE_TEST_POSTGRESQL_URL:jdbc:postgresql://127.0.0.1:5432/bourse_test}",
        "spring.datasource.username=${BOURSE_TEST_POSTGRESQL_USER:postgres}",
        "spring.datasource.password=",
        "spring.flyway.clean-disabled=false"})
@Import(CleanMigration.class)
class InProcessPostgresqlTradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void serverIsUp() {
        ServerDatabases.requireReachable(ServerDatabases.POSTGRESQL_URL, ServerDatabases.POSTGRESQL_USER);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
