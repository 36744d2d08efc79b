package org.bourse.dal.h2;

import org.bourse.dal.Vendor;
import org.bourse.dal.population.VendorWriter;
import org.bourse.dal.spi.Database;

/** H2's parts: its dialect and TRUNCATE-based population writer; the portable stores and writers otherwise. */
public final class H2Database implements Database {

    private final H2Dialect dialect = new H2Dialect();

    @Override
    public Vendor vendor() {
        return Vendor.H2;
    }

    @Override
    public H2Dialect dialect() {
        return dialect;
    }

    @Override
    public VendorWriter populationWriter() {
        return new H2Writer(dialect);
    }
}
