package org.bourse.trade;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Configuration;

/** Binds {@link AdminAccount} whichever access mode runs. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(AdminAccount.class)
class AdminAccountConfiguration {
}
