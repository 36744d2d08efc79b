package org.bourse.dal;

class PostgresqlOrderTablesTest extends OrderTablesContract {

    @Override
    TestDatabase database() {
        return TestDatabase.postgresql();
    }

    @Override
    Vendor vendor() {
        return Vendor.POSTGRESQL;
    }
}
