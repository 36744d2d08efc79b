package org.bourse.trade;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** Binds {@link AdminSettings} and {@link TradeSettings} whichever access mode runs, and resolves the admin account. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({AdminSettings.class, TradeSettings.class})
class AdminAccountConfiguration {

    private static final Logger LOG = LoggerFactory.getLogger(AdminAccountConfiguration.class);

    @Bean
    AdminAccount adminAccount(AdminSettings settings) {
        return StoredAdminPassword.resolve(settings, LOG::info);
    }
}
