package org.bourse.testing.databases;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The test databases come from the server, user and password the environment names. MariaDB checks
 * passwords over TCP (the local PostgreSQL trusts every connection, so it could not tell a wrong one):
 * a user with a password of its own is made for this test and dropped after it.
 */
class PrivateDatabasesTest {

    private static final String TOKEN = UUID.randomUUID().toString().replace("-", "").substring(0, 10);
    private static final String USER = "bourse_pw_" + TOKEN;
    private static final String PASSWORD = "pw-" + UUID.randomUUID();
    private static final String PREFIX = "bourse_pwtest_" + TOKEN;

    private static PrivateDatabases withPassword;

    @BeforeAll
    static void userWithPassword() throws SQLException {
        ServerDatabase root = ServerDatabase.mariadb();
        root.requireReachable();
        try (Connection c = root.connect(); Statement s = c.createStatement()) {
            for (String host : new String[] {"%", "127.0.0.1", "localhost"}) {
                s.execute("CREATE USER '" + USER + "'@'" + host + "' IDENTIFIED BY '" + PASSWORD + "'");
                s.execute("GRANT ALL ON `" + PREFIX.replace("_", "\\_") + "\\_%`.* TO '" + USER + "'@'" + host + "'");
            }
        }
    }

    @AfterAll
    static void dropUser() throws SQLException {
        if (withPassword != null) {
            withPassword.dropAll();
        }
        try (Connection c = ServerDatabase.mariadb().connect(); Statement s = c.createStatement()) {
            for (String host : new String[] {"%", "127.0.0.1", "localhost"}) {
                s.execute("DROP USER IF EXISTS '" + USER + "'@'" + host + "'");
            }
        }
    }

    @Test
    void theDatabaseIsMadeAndReachedWithTheUserAndPasswordOfTheEnvironment() throws SQLException {
        withPassword = PrivateDatabases.mariadb(Map.of(
                "BOURSE_TEST_MARIADB_URL", "jdbc:mariadb://127.0.0.1:3306/" + PREFIX,
                "BOURSE_TEST_MARIADB_USER", USER,
                "BOURSE_TEST_MARIADB_PASSWORD", PASSWORD)::get);
        withPassword.requireReachable();
        ServerDatabase db = withPassword.database();
        assertThat(db.user()).isEqualTo(USER);
        assertThat(db.password()).isEqualTo(PASSWORD);
        assertThat(db.url()).startsWith("jdbc:mariadb://127.0.0.1:3306/" + PREFIX + "_");
        try (Connection c = db.connect(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT CURRENT_USER(), DATABASE()")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getString(1)).startsWith(USER + "@");
            assertThat(rs.getString(2)).isEqualTo(db.url().substring(db.url().lastIndexOf('/') + 1));
        }
    }

    @Test
    void aWrongPasswordIsRefusedByTheServer() {
        PrivateDatabases wrong = PrivateDatabases.mariadb(Map.of(
                "BOURSE_TEST_MARIADB_URL", "jdbc:mariadb://127.0.0.1:3306/" + PREFIX + "_wrong",
                "BOURSE_TEST_MARIADB_USER", USER,
                "BOURSE_TEST_MARIADB_PASSWORD", PASSWORD + "-not")::get);
        ServerDatabase db = wrong.database();
        assertThat(db.password()).isEqualTo(PASSWORD + "-not");
        assertThatThrownBy(db::connect).isInstanceOf(SQLException.class).hasMessageContaining("Access denied");
    }

    @Test
    void unsetVariablesFallBackToTheLocalDefaults() {
        PrivateDatabases defaults = PrivateDatabases.postgresql(Map.<String, String>of()::get);
        ServerDatabase db = defaults.database();
        assertThat(db.user()).isEqualTo("postgres");
        assertThat(db.password()).isEmpty();
        assertThat(db.url()).startsWith("jdbc:postgresql://127.0.0.1:5432/bourse_test_");
        defaults.dropAll();
    }
}
