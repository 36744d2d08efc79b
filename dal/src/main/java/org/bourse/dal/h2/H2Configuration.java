package org.bourse.dal.h2;

import java.time.Duration;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/** H2: durable commits for the pool of an H2 URL, and the file compaction they need; nothing on other databases. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(H2Settings.class)
class H2Configuration {

    /** Static and bound by hand: a post-processor is created before configuration properties beans. */
    @Bean
    static BeanPostProcessor durableH2Commits(Environment environment) {
        return new DurableCommits(settings(environment));
    }

    @Bean
    H2Compaction h2Compaction(ObjectProvider<DataSource> dataSource, ObjectProvider<Vendor> vendor,
            Environment environment) {
        H2Settings settings = settings(environment);
        DataSource ds = dataSource.getIfAvailable();
        boolean needed = ds != null && vendor.getIfAvailable() == Vendor.H2 && settings.durable();
        return new H2Compaction(ds, needed ? settings.compactInterval() : Duration.ZERO);
    }

    private static H2Settings settings(Environment environment) {
        return Binder.get(environment).bindOrCreate("bourse.h2", H2Settings.class);
    }
}
