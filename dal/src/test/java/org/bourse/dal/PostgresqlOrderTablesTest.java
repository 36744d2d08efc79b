package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class PostgresqlOrderTablesTest extends OrderTablesContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.postgresql();
    }

    @Override
    Vendor vendor() {
        return Vendor.POSTGRESQL;
    }
}
