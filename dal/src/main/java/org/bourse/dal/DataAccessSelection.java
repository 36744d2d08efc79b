package org.bourse.dal;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * @param dal forces the data-access implementation ({@code h2}, {@code postgresql}, {@code mariadb});
 *            unset, it follows {@code spring.datasource.url}
 */
@ConfigurationProperties("bourse")
record DataAccessSelection(Vendor dal) {
}
