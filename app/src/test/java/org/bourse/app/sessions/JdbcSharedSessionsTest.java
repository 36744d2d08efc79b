package org.bourse.app.sessions;

/** Sessions in the shared PostgreSQL database (Spring Session JDBC). */
class JdbcSharedSessionsTest extends SharedSessionsContract {

    @Override
    String[] sessionSettings() {
        return new String[] {"--bourse.sessions.store=jdbc"};
    }

    @Override
    void requireStore() {
        // the store is the test's own database, checked with it
    }
}
