package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class H2OrderTablesTest extends OrderTablesContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.h2("bourse_order_tables_test");
    }

    @Override
    Vendor vendor() {
        return Vendor.H2;
    }
}
