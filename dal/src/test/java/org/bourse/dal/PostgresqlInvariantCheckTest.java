package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class PostgresqlInvariantCheckTest extends InvariantCheckContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.postgresql();
    }
}
