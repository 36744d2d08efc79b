package org.bourse.trade;

import org.junit.jupiter.api.BeforeAll;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/** The in-process services on the local MariaDB server. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = {
        "spring.datasource.url=${BOURSE_TEST_MARIADB_URL:jdbc:mariadb://127.0.0.1:3306/bourse_test}",
        "spring.datasource.username=${BOURSE_TEST_MARIADB_USER:root}",
        "spring.datasource.password=",
        "spring.flyway.clean-disabled=false"})
@Import(CleanMigration.class)
class InProcessMariaDbTradeServicesTest extends TradeServicesContract {

    @BeforeAll
    static void serverIsUp() {
        ServerDatabases.requireReachable(ServerDatabases.MARIADB_URL, ServerDatabases.MARIADB_USER);
    }

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
