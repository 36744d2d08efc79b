package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class PostgresqlPopulationTest extends PopulationContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.postgresql();
    }

    @Override
    Vendor vendor() {
        return Vendor.POSTGRESQL;
    }
}
