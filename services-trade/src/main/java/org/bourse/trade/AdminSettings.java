package org.bourse.trade;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code bourse.admin.*}: the administrator's account as configured.
 *
 * @param user         the admin's user name
 * @param password     the admin's password (environment {@code BOURSE_ADMIN_PASSWORD}); empty: the one
 *                     stored in {@code passwordFile}, generated there on the first start
 * @param passwordFile where a generated password is kept (owner-only); empty: never generate, and admin
 *                     operations stay disabled until a password is configured
 */
@ConfigurationProperties("bourse.admin")
public record AdminSettings(@DefaultValue("admin") String user, @DefaultValue("") String password,
        @DefaultValue("./data/admin-password") String passwordFile) {
}
