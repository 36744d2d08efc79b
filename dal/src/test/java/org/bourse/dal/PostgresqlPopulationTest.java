package org.bourse.dal;

class PostgresqlPopulationTest extends PopulationContract {

    @Override
    TestDatabase database() {
        return TestDatabase.postgresql();
    }

    @Override
    Vendor vendor() {
        return Vendor.POSTGRESQL;
    }
}
