package org.bourse.dal;

class MariaDbOrderTablesTest extends OrderTablesContract {

    @Override
    TestDatabase database() {
        return TestDatabase.mariadb();
    }

    @Override
    Vendor vendor() {
        return Vendor.MARIADB;
    }
}
