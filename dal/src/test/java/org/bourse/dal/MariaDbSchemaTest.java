package org.bourse.dal;

class MariaDbSchemaTest extends SchemaContract {

    @Override
    TestDatabase database() {
        return TestDatabase.mariadb();
    }
}
