package org.bourse.dal.h2;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/** H2's commit durability for the pool of an H2 URL; does nothing for the other databases. */
@Configuration(proxyBeanMethods = false)
class H2Configuration {

    /** Static and bound by hand: a post-processor is created before configuration properties beans. */
    @Bean
    static BeanPostProcessor durableH2Commits(Environment environment) {
        return new DurableCommits(Binder.get(environment).bindOrCreate("bourse.h2", H2Settings.class));
    }
}
