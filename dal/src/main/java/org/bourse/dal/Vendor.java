package org.bourse.dal;

import java.util.Locale;

import org.bourse.boot.InvalidSetting;

/**
 * The databases Bourse has a data-access implementation for. Chosen from the JDBC URL, or forced
 * with the {@code bourse.dal.vendor} setting.
 */
public enum Vendor {
    H2("h2", "jdbc:h2:"),
    POSTGRESQL("postgresql", "jdbc:postgresql:"),
    MARIADB("mariadb", "jdbc:mariadb:");

    private final String id;
    private final String urlPrefix;

    Vendor(String id, String urlPrefix) {
        this.id = id;
        this.urlPrefix = urlPrefix;
    }

    /** The name used in settings and as the migration folder, {@code db/migrations/<id>/}. */
    public String id() {
        return id;
    }

    public String migrationLocation() {
        return "classpath:db/migrations/" + id;
    }

    public static Vendor fromJdbcUrl(String url) {
        if (url != null) {
            for (Vendor v : values()) {
                if (url.regionMatches(true, 0, v.urlPrefix, 0, v.urlPrefix.length())) {
                    return v;
                }
            }
            if (url.regionMatches(true, 0, "jdbc:mysql:", 0, "jdbc:mysql:".length())) {
                throw new InvalidSetting("spring.datasource.url", url, "Bourse ships the MariaDB driver and"
                        + " migrations, not MySQL's driver.", "Use a jdbc:mariadb: URL for MariaDB (or MySQL):"
                        + " jdbc:mariadb:" + url.substring("jdbc:mysql:".length()));
            }
        }
        throw new InvalidSetting("spring.datasource.url", String.valueOf(url), "No Bourse data-access"
                + " implementation for this JDBC URL.", "Use a jdbc:h2:, jdbc:postgresql: or jdbc:mariadb: URL, or set"
                + " bourse.dal.vendor (h2, postgresql, mariadb) for a compatible server reached through another driver.");
    }

    public static Vendor fromId(String id) {
        for (Vendor v : values()) {
            if (v.id.equals(id.toLowerCase(Locale.ROOT))) {
                return v;
            }
        }
        throw new IllegalArgumentException("bourse.dal.vendor must be one of h2, postgresql, mariadb, was '" + id + "'");
    }
}
