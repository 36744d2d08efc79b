package org.bourse.system;

import org.bourse.testing.databases.ServerDatabase;
import org.bourse.testing.server.BourseProcess;

/** The crash test on PostgreSQL, in a database of this test JVM's own, dropped when it ends. */
class PostgresqlCrashTest extends CrashContract {

    @Override
    BourseProcess launch() {
        ServerDatabase db = ServerDatabase.postgresql().sibling("crash");
        db.requireReachable();
        return BourseProcess.on(db);
    }
}
