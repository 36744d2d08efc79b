package org.bourse.bench.server;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.bourse.bench.cli.OptionSection;

import picocli.CommandLine.Option;

/**
 * The admin's access to a Bourse server, and what the kit does with it around a Trade run: the run check after
 * it ({@code POST /config/check}), and a reset before it when asked.
 *
 * @param user         the admin's user name
 * @param password     its password (null or empty: unknown)
 * @param passwordFrom the file the password was read from, when neither the environment nor the command line
 *                     gave it (null otherwise)
 * @param checks       whether Trade runs are checked after they end ({@code --no-checks}: not)
 * @param reset        whether Trade is reset before each Trade run
 */
public record Admin(String user, String password, String passwordFrom, boolean checks, boolean reset) {

    /** Where the password comes from when no option gives it. */
    static final String ENVIRONMENT = "BOURSE_ADMIN_PASSWORD";

    public boolean hasPassword() {
        return password != null && !password.isEmpty();
    }

    /** The same, with a reset before each Trade run or not. */
    public Admin resetting(boolean resetting) {
        return new Admin(user, password, passwordFrom, checks, resetting);
    }

    /** The options that make it. */
    public static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nTrade workloads: the run check after each run, and a reset before it:%n";
        }

        @Option(names = "--admin-user", paramLabel = "U", description = "admin for the run check after Trade"
                + " workloads (${DEFAULT-VALUE})")
        String user = "admin";

        @Option(names = "--admin-password", paramLabel = "P", description = "its password (environment "
                + ENVIRONMENT + "; else the one a first ./bourse stored in data/admin-password of this checkout)")
        String password;

        @Option(names = "--no-checks", description = "Trade workloads: skip the run check (the run is then not"
                + " verified)")
        boolean noChecks;

        @Option(names = "--reset", description = "Trade workloads: reset Trade (POST /config/reset) before the run,"
                + " so the scenario's verification covers this run only")
        boolean reset;

        /**
         * @param home the checkout whose {@code ./bourse} may have stored a generated password
         */
        public Admin admin(Path home) {
            String given = password != null ? password : System.getenv(ENVIRONMENT);
            if (given != null && !given.isEmpty()) {
                return new Admin(user, given, null, !noChecks, reset);
            }
            String property = System.getProperty("bourse.bench.admin-password-file");
            Path stored = property != null ? Path.of(property) : home.resolve("data").resolve("admin-password");
            if (!Files.isReadable(stored)) {
                return new Admin(user, given, null, !noChecks, reset);
            }
            try {
                // The password a first ./bourse generated and stored: same checkout, same data directory.
                return new Admin(user, Files.readString(stored, StandardCharsets.UTF_8).strip(), stored.toString(),
                        !noChecks, reset);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the admin password in " + stored, e);
            }
        }
    }
}
