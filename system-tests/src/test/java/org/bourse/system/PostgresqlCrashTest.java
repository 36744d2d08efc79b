package org.bourse.system;

/** The crash test on PostgreSQL, in a database of its own created for this class and dropped after it. */
class PostgresqlCrashTest extends CrashContract {

    private ScratchPostgresql database;

    @Override
    BourseProcess launch() {
        database = ScratchPostgresql.create("bourse_crash");
        return BourseProcess.onDatabase(database.url(), database.user(), database.password());
    }

    @Override
    void cleanUp() throws Exception {
        if (database != null) {
            database.close();
        }
    }
}
