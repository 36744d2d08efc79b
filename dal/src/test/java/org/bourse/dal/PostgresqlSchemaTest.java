package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class PostgresqlSchemaTest extends SchemaContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.postgresql();
    }
}
