package org.bourse.dal.mariadb;

import org.bourse.dal.Vendor;
import org.bourse.dal.population.VendorWriter;
import org.bourse.dal.spi.Database;

/** MariaDB's parts: its dialect (error codes, UTC DATETIME) and population writer; the portable stores otherwise. */
public final class MariaDbDatabase implements Database {

    private final MariaDbDialect dialect = new MariaDbDialect();

    @Override
    public Vendor vendor() {
        return Vendor.MARIADB;
    }

    @Override
    public MariaDbDialect dialect() {
        return dialect;
    }

    @Override
    public VendorWriter populationWriter() {
        return new MariaDbWriter(dialect);
    }
}
