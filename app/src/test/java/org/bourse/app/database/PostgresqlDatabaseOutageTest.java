package org.bourse.app.database;

import org.bourse.testing.databases.PrivateServer;

/** {@link DatabaseOutageContract} on a PostgreSQL server of the test's own, stopped with its fast shutdown. */
class PostgresqlDatabaseOutageTest extends DatabaseOutageContract {

    @Override
    PrivateServer server() {
        return PrivateServer.postgresql();
    }
}
