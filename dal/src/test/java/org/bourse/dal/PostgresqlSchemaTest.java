package org.bourse.dal;

class PostgresqlSchemaTest extends SchemaContract {

    @Override
    TestDatabase database() {
        return TestDatabase.postgresql();
    }
}
