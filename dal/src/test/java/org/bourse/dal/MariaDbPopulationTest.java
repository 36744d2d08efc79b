package org.bourse.dal;

class MariaDbPopulationTest extends PopulationContract {

    @Override
    TestDatabase database() {
        return TestDatabase.mariadb();
    }

    @Override
    Vendor vendor() {
        return Vendor.MARIADB;
    }
}
