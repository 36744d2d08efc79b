package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class MariaDbInvariantCheckTest extends InvariantCheckContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.mariadb();
    }
}
