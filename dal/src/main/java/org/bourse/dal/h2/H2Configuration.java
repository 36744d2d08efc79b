package org.bourse.dal.h2;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.transaction.TransactionExecutionListener;

/** H2: the write delay of an H2 URL and commits written before they are acknowledged; nothing on other databases. */
@Configuration(proxyBeanMethods = false)
class H2Configuration {

    /** Static and bound by hand: a post-processor is created before configuration properties beans. */
    @Bean
    static BeanPostProcessor h2WriteDelay(Environment environment) {
        return new DurableCommits(settings(environment));
    }

    /** Spring Boot adds every such listener to its transaction manager. */
    @Bean
    TransactionExecutionListener durableH2Commits(ObjectProvider<DataSource> dataSource, ObjectProvider<Vendor> vendor,
            Environment environment) {
        DataSource ds = dataSource.getIfAvailable();
        if (ds != null && vendor.getIfAvailable() == Vendor.H2 && settings(environment).durable()) {
            return new DurableCommitListener(ds);
        }
        return new TransactionExecutionListener() { };
    }

    private static H2Settings settings(Environment environment) {
        return Binder.get(environment).bindOrCreate("bourse.h2", H2Settings.class);
    }
}
