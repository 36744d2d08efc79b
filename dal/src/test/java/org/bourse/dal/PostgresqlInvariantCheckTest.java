package org.bourse.dal;

class PostgresqlInvariantCheckTest extends InvariantCheckContract {

    @Override
    TestDatabase database() {
        return TestDatabase.postgresql();
    }
}
