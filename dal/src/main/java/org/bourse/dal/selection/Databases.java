package org.bourse.dal.selection;

import org.bourse.dal.Vendor;
import org.bourse.dal.h2.H2Database;
import org.bourse.dal.mariadb.MariaDbDatabase;
import org.bourse.dal.postgresql.PostgresqlDatabase;
import org.bourse.dal.spi.Database;

/**
 * The one place a database's implementation is chosen. The switch is exhaustive: a new {@link Vendor}
 * constant does not compile until its package is named here.
 */
public final class Databases {

    private Databases() {
    }

    public static Database of(Vendor vendor) {
        return switch (vendor) {
            case H2 -> new H2Database();
            case POSTGRESQL -> new PostgresqlDatabase();
            case MARIADB -> new MariaDbDatabase();
        };
    }
}
