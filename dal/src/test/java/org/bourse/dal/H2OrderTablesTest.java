package org.bourse.dal;

class H2OrderTablesTest extends OrderTablesContract {

    @Override
    TestDatabase database() {
        return new TestDatabase("h2", "jdbc:h2:mem:bourse_order_tables_test;DB_CLOSE_DELAY=-1", "sa", "");
    }

    @Override
    Vendor vendor() {
        return Vendor.H2;
    }
}
