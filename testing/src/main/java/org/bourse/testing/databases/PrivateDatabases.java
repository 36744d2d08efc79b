package org.bourse.testing.databases;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;

/**
 * One shared server (PostgreSQL or MariaDB) and the databases this JVM made on it. A database is
 * created on first use and dropped by a shutdown hook; the suffix of its name is this JVM's, so
 * concurrent builds and modules never share one.
 */
final class PrivateDatabases {

    /** {@code jdbc:<driver>://<host[:port]>/<database>[?<parameters>]} */
    private static final Pattern URL = Pattern.compile("(jdbc:[a-z]+://[^/?]+)/([A-Za-z0-9_]+)(\\?.*)?");
    private static final String SUFFIX = suffix();

    static final PrivateDatabases POSTGRESQL = postgresql(System::getenv);
    static final PrivateDatabases MARIADB = mariadb(System::getenv);

    private final String vendor;
    private final String server;
    private final String prefix;
    private final String parameters;
    private final String maintenanceDatabase;
    private final String user;
    private final String password;
    private final Map<String, ServerDatabase> created = new LinkedHashMap<>();
    private SQLException failure;
    private boolean hooked;

    /** The PostgreSQL server the given environment names ({@code BOURSE_TEST_POSTGRESQL_*}). */
    static PrivateDatabases postgresql(UnaryOperator<String> environment) {
        return new PrivateDatabases("postgresql", "BOURSE_TEST_POSTGRESQL", "jdbc:postgresql://127.0.0.1:5432/bourse_test",
                "postgres", "postgres", environment);
    }

    /** The MariaDB server the given environment names ({@code BOURSE_TEST_MARIADB_*}). */
    static PrivateDatabases mariadb(UnaryOperator<String> environment) {
        return new PrivateDatabases("mariadb", "BOURSE_TEST_MARIADB", "jdbc:mariadb://127.0.0.1:3306/bourse_test",
                "root", "", environment);
    }

    private PrivateDatabases(String vendor, String environmentPrefix, String defaultUrl, String defaultUser,
            String maintenanceDatabase, UnaryOperator<String> environment) {
        this.vendor = vendor;
        String url = env(environment, environmentPrefix + "_URL", defaultUrl);
        Matcher m = URL.matcher(url);
        if (!m.matches()) {
            throw new IllegalArgumentException(environmentPrefix + "_URL must look like jdbc:" + vendor
                    + "://host:port/name (the name is the prefix of the test databases), was " + url);
        }
        this.server = m.group(1);
        this.prefix = m.group(2);
        this.parameters = m.group(3) == null ? "" : m.group(3);
        this.maintenanceDatabase = maintenanceDatabase;
        this.user = env(environment, environmentPrefix + "_USER", defaultUser);
        this.password = env(environment, environmentPrefix + "_PASSWORD", "");
    }

    static PrivateDatabases of(String vendor) {
        return switch (vendor) {
            case "postgresql" -> POSTGRESQL;
            case "mariadb" -> MARIADB;
            default -> throw new IllegalArgumentException("no shared test server for " + vendor);
        };
    }

    /** The JVM's main database: created if need be, or described if the server cannot be reached. */
    ServerDatabase database() {
        return sibling("");
    }

    synchronized ServerDatabase sibling(String name) {
        String database = (prefix + (name.isEmpty() ? "" : "_" + name) + "_" + SUFFIX).toLowerCase(Locale.ROOT);
        ServerDatabase db = created.get(database);
        if (db != null) {
            return db;
        }
        db = new ServerDatabase(vendor, server + "/" + database + parameters, user, password);
        if (failure == null) {
            try {
                create(database);
                created.put(database, db);
            } catch (SQLException e) {
                failure = e;
            }
        }
        return db;
    }

    synchronized void requireReachable() {
        database();
        if (failure == null) {
            return;
        }
        String message = vendor + " test server " + server + " (user " + user + ") cannot give this build a"
                + " database of its own: " + failure.getMessage() + ". Start the server (see .ci/run); the user"
                + " must be allowed to create databases.";
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            throw new IllegalStateException(message, failure);
        }
        System.err.println("*** SKIPPING " + vendor.toUpperCase(Locale.ROOT) + " TESTS: " + message);
        Assumptions.abort(message);
    }

    private void create(String database) throws SQLException {
        try (Connection c = maintenance(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + database + (vendor.equals("mariadb") ? " CHARACTER SET utf8mb4" : ""));
        }
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(this::dropAll, "drop-test-databases-" + vendor));
            hooked = true;
        }
    }

    /** Drops every database made so far (at exit, or earlier by a test); a second call finds none. */
    synchronized void dropAll() {
        for (String database : created.keySet()) {
            try (Connection c = maintenance(); Statement s = c.createStatement()) {
                // FORCE: pools of Spring contexts that are still closing may hold connections.
                s.execute("DROP DATABASE IF EXISTS " + database + (vendor.equals("postgresql") ? " WITH (FORCE)" : ""));
            } catch (SQLException e) {
                System.err.println("Could not drop the test database " + database + ": " + e.getMessage());
            }
        }
        created.clear();
    }

    private Connection maintenance() throws SQLException {
        return DriverManager.getConnection(server + "/" + maintenanceDatabase + parameters, user, password);
    }

    private static String suffix() {
        SecureRandom random = new SecureRandom();
        return Long.toString(ProcessHandle.current().pid(), 36) + "_" + Integer.toString(random.nextInt(36 * 36 * 36), 36);
    }

    private static String env(UnaryOperator<String> environment, String name, String fallback) {
        String value = environment.apply(name);
        return value == null || value.isBlank() ? fallback : value;
    }
}
