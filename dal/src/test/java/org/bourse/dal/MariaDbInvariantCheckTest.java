package org.bourse.dal;

class MariaDbInvariantCheckTest extends InvariantCheckContract {

    @Override
    TestDatabase database() {
        return TestDatabase.mariadb();
    }
}
