package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class MariaDbPopulationTest extends PopulationContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.mariadb();
    }

    @Override
    Vendor vendor() {
        return Vendor.MARIADB;
    }
}
