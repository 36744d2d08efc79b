package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class MariaDbSchemaTest extends SchemaContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.mariadb();
    }
}
