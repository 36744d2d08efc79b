package org.bourse.dal.wstest;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The GetOrder tables as a bean. Creating it touches no database: the WSTest service asks for it
 * only when GetOrder's source is {@code database}, and seeds then.
 */
@Configuration(proxyBeanMethods = false)
class WsTestDataConfiguration {

    @Bean
    OrderTables wsTestOrderTables(DataSource dataSource, Vendor vendor) {
        return new JdbcOrderTables(dataSource, vendor);
    }
}
