package org.bourse.dal.outage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.time.Duration;

import org.junit.jupiter.api.Test;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

/**
 * The pool as the application takes connections from it: a database whose host takes the connection and never
 * answers (a socket that accepts nothing: the pool's attempt hangs, so its timeout has no failure behind it yet)
 * is an outage, and the next connection is refused as one; a pool too small for the load is not.
 */
class WatchedDataSourceTest {

    @Test
    void aPoolTimeoutWithRoomForAConnectionIsAnOutageAndTheNextOneIsRefusedAtOnce() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + silent.getLocalPort() + "/bourse?loginTimeout=60");
            config.setUsername("postgres");
            config.setConnectionTimeout(250);
            config.setInitializationFailTimeout(-1);
            try (HikariDataSource pool = new HikariDataSource(config)) {
                DatabaseOutage outage = new DatabaseOutage("silent", Duration.ofSeconds(1));
                WatchedDataSource watched = new WatchedDataSource(pool, outage, 1);
                Throwable first = catchThrowable(watched::getConnection);
                assertThat(DatabaseFailures.notAnswering(first)).as("the pool's timeout: " + first).isTrue();
                assertThat(outage.failing()).as("an outage").isTrue();
                // refused at once, or, on a machine too busy to ask within the probe interval, as the probe
                assertThat(catchThrowable(watched::getConnection)).isInstanceOf(NotAnswering.class);
            }
        }
    }

    @Test
    void aPoolTooSmallForTheLoadIsNot() throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl("jdbc:h2:mem:watched-small-pool;DB_CLOSE_DELAY=-1");
        config.setUsername("sa");
        config.setMaximumPoolSize(1);
        config.setConnectionTimeout(250);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            DatabaseOutage outage = new DatabaseOutage("small", Duration.ofSeconds(1));
            WatchedDataSource watched = new WatchedDataSource(pool, outage, 1);
            try (Connection held = watched.getConnection()) {
                Throwable busy = catchThrowable(watched::getConnection);
                assertThat(busy).as("the pool's timeout").isNotNull();
                assertThat(DatabaseFailures.notAnswering(busy)).isFalse();
                assertThat(outage.failing()).as("an outage").isFalse();
            }
            try (Connection again = watched.getConnection()) {
                assertThat(again.isValid(1)).isTrue();
            }
        }
    }
}
