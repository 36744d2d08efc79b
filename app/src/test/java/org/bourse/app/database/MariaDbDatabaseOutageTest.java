package org.bourse.app.database;

import org.bourse.testing.databases.PrivateServer;

/** {@link DatabaseOutageContract} on a MariaDB server of the test's own, stopped with SIGTERM. */
class MariaDbDatabaseOutageTest extends DatabaseOutageContract {

    @Override
    PrivateServer server() {
        return PrivateServer.mariadb();
    }
}
