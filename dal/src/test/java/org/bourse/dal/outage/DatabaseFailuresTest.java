package org.bourse.dal.outage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;

import org.junit.jupiter.api.Test;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * What counts as the database not answering, on the drivers' and the pool's own exceptions: a connection
 * refused (PostgreSQL's and MariaDB's drivers, and HikariCP's timeout when its last attempt to connect failed)
 * does; a data error (a broken constraint) and a pool too small for the load (HikariCP's timeout with no failed
 * connect behind it) do not.
 */
class DatabaseFailuresTest {

    @Test
    void aRefusedConnectionIsTheDatabaseNotAnswering() {
        int closed = closedPort();
        assertThat(DatabaseFailures.notAnswering(catchThrowable(() -> DriverManager.getConnection(
                "jdbc:postgresql://127.0.0.1:" + closed + "/bourse?connectTimeout=5", "postgres", "")))).isTrue();
        assertThat(DatabaseFailures.notAnswering(catchThrowable(() -> DriverManager.getConnection(
                "jdbc:mariadb://127.0.0.1:" + closed + "/bourse?connectTimeout=5000", "root", "")))).isTrue();
    }

    @Test
    void thePoolsTimeoutIsTheDatabaseNotAnsweringOnlyWhenItsLastConnectFailed() throws Exception {
        HikariConfig down = new HikariConfig();
        down.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + closedPort() + "/bourse?connectTimeout=5");
        down.setUsername("postgres");
        down.setConnectionTimeout(250);
        down.setInitializationFailTimeout(-1);
        try (HikariDataSource pool = new HikariDataSource(down)) {
            // once the pool's attempt to connect has failed, its timeout says so (its first one may come sooner)
            long deadline = System.nanoTime() + 60_000_000_000L;
            Throwable timeout = catchThrowable(pool::getConnection);
            while (!DatabaseFailures.notAnswering(timeout) && System.nanoTime() < deadline) {
                timeout = catchThrowable(pool::getConnection);
            }
            assertThat(DatabaseFailures.notAnswering(timeout)).as("database down: " + timeout).isTrue();
        }
        HikariConfig small = new HikariConfig();
        small.setJdbcUrl("jdbc:h2:mem:failures-small-pool;DB_CLOSE_DELAY=-1");
        small.setUsername("sa");
        small.setMaximumPoolSize(1);
        small.setConnectionTimeout(250);
        try (HikariDataSource pool = new HikariDataSource(small); Connection held = pool.getConnection()) {
            Throwable busy = catchThrowable(pool::getConnection);
            assertThat(busy).as("the pool's timeout").isNotNull();
            assertThat(DatabaseFailures.notAnswering(busy)).as("a pool too small for the load").isFalse();
        }
    }

    @Test
    void aDataErrorIsNot() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:failures-data;DB_CLOSE_DELAY=-1", "sa", "");
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
            assertThat(DatabaseFailures.notAnswering(catchThrowable(() -> s.execute("INSERT INTO t VALUES (1)"))))
                    .as("a duplicate key").isFalse();
            assertThat(DatabaseFailures.notAnswering(catchThrowable(() -> s.execute("INSERT INTO t VALUES ('x')"))))
                    .as("a value of the wrong type").isFalse();
        }
    }

    @Test
    void aShutdownSqlStateIs() {
        assertThat(DatabaseFailures.notAnswering("57P01")).as("PostgreSQL's administrator shutdown").isTrue();
        assertThat(DatabaseFailures.notAnswering("08S01")).as("MariaDB's communication failure").isTrue();
        assertThat(DatabaseFailures.notAnswering("40001")).as("a serialization failure").isFalse();
        assertThat(DatabaseFailures.notAnswering("57014")).as("a statement cancelled by its timeout").isFalse();
    }

    /** A loopback port nothing listens on (taken and let go). */
    private static int closedPort() {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
