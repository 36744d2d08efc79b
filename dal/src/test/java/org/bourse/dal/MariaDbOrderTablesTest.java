package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class MariaDbOrderTablesTest extends OrderTablesContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.mariadb();
    }

    @Override
    Vendor vendor() {
        return Vendor.MARIADB;
    }
}
