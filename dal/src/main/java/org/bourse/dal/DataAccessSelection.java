package org.bourse.dal;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code bourse.dal.*}: the data-access implementation's selection.
 *
 * @param vendor forces the data-access implementation ({@code h2}, {@code postgresql}, {@code mariadb});
 *               unset, it follows {@code spring.datasource.url}
 */
@ConfigurationProperties("bourse.dal")
record DataAccessSelection(Vendor vendor) {
}
