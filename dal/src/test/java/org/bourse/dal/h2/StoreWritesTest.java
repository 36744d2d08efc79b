package org.bourse.dal.h2;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

class StoreWritesTest {

    /** Long enough that H2's background writer never writes during a test: only StoreWrites does. */
    static final String NO_BACKGROUND_WRITES = ";WRITE_DELAY=3600000";

    @TempDir
    Path folder;

    @Test
    void aCommitIsInTheFileWhenAwaitWrittenReturns() throws Exception {
        DriverManagerDataSource file = file("one");
        StoreWrites writes = new StoreWrites();
        try (Connection c = file.getConnection()) {
            create(c);
            MVStore store = storeOf(c);
            writes.awaitWritten(c);

            insert(c, 1);
            assertThat(store.hasUnsavedChanges()).as("H2 alone has not written the commit yet").isTrue();

            writes.awaitWritten(c);
            assertThat(store.hasUnsavedChanges()).isFalse();
        }
    }

    @Test
    void concurrentCommitsAreAllWrittenAndTheDataIsIntact() throws Exception {
        DriverManagerDataSource file = file("many");
        StoreWrites writes = new StoreWrites();
        try (Connection c = file.getConnection()) {
            create(c);
        }
        int threads = 6;
        int commits = 100;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t * commits;
                done.add(pool.submit(() -> {
                    try (Connection c = file.getConnection()) {
                        MVStore store = storeOf(c);
                        for (int id = first; id < first + commits; id++) {
                            insert(c, id);
                            long committedIn = store.getCurrentVersion();
                            writes.awaitWritten(c);
                            // A write that began at or after the commit's version has finished.
                            assertThat(store.getCurrentVersion()).isGreaterThan(committedIn);
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
        } finally {
            pool.shutdownNow();
        }
        try (Connection c = file.getConnection(); Statement s = c.createStatement();
                var rs = s.executeQuery("SELECT COUNT(*), COUNT(DISTINCT id) FROM t")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(threads * commits);
            assertThat(rs.getInt(2)).isEqualTo(threads * commits);
            assertThat(storeOf(c).hasUnsavedChanges()).isFalse();
        }
    }

    @Test
    void anInMemoryDatabaseHasNothingToWrite() throws Exception {
        DriverManagerDataSource memory = new DriverManagerDataSource("jdbc:h2:mem:writes;DB_CLOSE_DELAY=-1", "sa", "");
        try (Connection c = memory.getConnection()) {
            create(c);
            insert(c, 1);
            new StoreWrites().awaitWritten(c);
        }
    }

    private DriverManagerDataSource file(String name) {
        // One connection per caller, not pooled: the file stays open while the test holds one.
        return new DriverManagerDataSource("jdbc:h2:file:" + folder.resolve(name) + NO_BACKGROUND_WRITES
                + ";DB_CLOSE_DELAY=-1", "sa", "");
    }

    private static void create(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY, pad VARCHAR(100))");
        }
    }

    private static void insert(Connection c, int id) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO t VALUES (" + id + ", 'a row of some length')");
        }
    }

    private static MVStore storeOf(Connection c) throws SQLException {
        return ((SessionLocal) c.unwrap(JdbcConnection.class).getSession()).getDatabase().getStore().getMvStore();
    }
}
