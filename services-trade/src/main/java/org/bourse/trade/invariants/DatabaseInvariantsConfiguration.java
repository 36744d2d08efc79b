package org.bourse.trade.invariants;

import javax.sql.DataSource;

import org.bourse.dal.invariants.InvariantCheck;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration(proxyBeanMethods = false)
class DatabaseInvariantsConfiguration {

    @Bean
    DatabaseInvariants databaseInvariants(ObjectProvider<DataSource> dataSource,
            ObjectProvider<InvariantCheck> invariantCheck) {
        return new DatabaseInvariants(dataSource, invariantCheck);
    }
}
