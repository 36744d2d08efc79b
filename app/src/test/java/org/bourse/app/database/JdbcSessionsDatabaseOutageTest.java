package org.bourse.app.database;

import java.util.List;

import org.bourse.testing.databases.PrivateServer;

/**
 * {@link DatabaseOutageContract} on PostgreSQL with the sessions in the same database
 * ({@code bourse.sessions.store=jdbc}): one outage, so one WARN and one INFO, where the node logged the session
 * store's pair beside the database's. A page refused because its session could not be read says so.
 */
class JdbcSessionsDatabaseOutageTest extends DatabaseOutageContract {

    @Override
    PrivateServer server() {
        return PrivateServer.postgresql();
    }

    @Override
    List<String> nodeSettings() {
        return List.of("--bourse.sessions.store=jdbc");
    }

    @Override
    List<String> refusals() {
        return List.of(DATABASE_REFUSAL, "Sessions are unavailable for a moment: try again in 1 s.\n");
    }
}
