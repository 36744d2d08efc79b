package org.bourse.web.primitive.jdbc;

import javax.sql.DataSource;

import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.web.primitive.PrimitiveServlets;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.boot.web.servlet.ServletRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.transaction.PlatformTransactionManager;

@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class JdbcPrimitivesConfiguration {

    @Bean
    RandomSymbols primitiveSymbols(PopulationSettings population) {
        return new RandomSymbols(population.quotes());
    }

    @Bean
    ServletRegistrationBean<PingServlet2Db> pingServlet2Db(DataSource dataSource) {
        return PrimitiveServlets.at("/servlet/PingServlet2DB", "PingServlet2DB", new PingServlet2Db(dataSource));
    }

    @Bean
    ServletRegistrationBean<PingJdbcRead> pingJdbcRead(QuoteStore quotes, RandomSymbols symbols) {
        return PrimitiveServlets.at("/servlet/PingJDBCRead", "PingJDBCRead", new PingJdbcRead(quotes, symbols));
    }

    @Bean
    ServletRegistrationBean<PingJdbcWrite> pingJdbcWrite(QuoteStore quotes, PlatformTransactionManager transactions,
            RandomSymbols symbols) {
        return PrimitiveServlets.at("/servlet/PingJDBCWrite", "PingJDBCWrite",
                new PingJdbcWrite(new QuotePriceWrite(quotes, transactions), symbols));
    }
}
