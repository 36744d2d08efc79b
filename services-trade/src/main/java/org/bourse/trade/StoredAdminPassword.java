package org.bourse.trade;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.function.Consumer;

/**
 * The admin password of a first start that has none configured: generated once (18 random bytes, 24
 * characters), stored owner-only in {@code bourse.admin.password-file}, printed once, and read from there
 * on every later start. A configured password wins and leaves the file alone; deleting the file gets a
 * new password at the next start.
 */
final class StoredAdminPassword {

    private StoredAdminPassword() {
    }

    /** The admin account for these settings; {@code log} is told what happened (the password only when new). */
    static AdminAccount resolve(AdminSettings settings, Consumer<String> log) {
        if (!settings.password().isEmpty()) {
            return new AdminAccount(settings.user(), settings.password());
        }
        if (settings.passwordFile().isBlank()) {
            log.accept("No admin password (bourse.admin.password, env BOURSE_ADMIN_PASSWORD) and no password file:"
                    + " the admin pages and admin SOAP operations are disabled");
            return new AdminAccount(settings.user(), "");
        }
        Path file = Path.of(settings.passwordFile()).toAbsolutePath().normalize();
        try {
            if (Files.exists(file)) {
                String stored = Files.readString(file, StandardCharsets.UTF_8).strip();
                if (stored.isEmpty()) {
                    throw new IllegalStateException("The admin password file " + file + " is empty: delete it to get a"
                            + " new password, or set bourse.admin.password (env BOURSE_ADMIN_PASSWORD)");
                }
                log.accept("Admin password: the one stored in " + file + " (user " + settings.user() + ")");
                return new AdminAccount(settings.user(), stored);
            }
            String generated = generate();
            if (!created(file, generated)) {
                return resolve(settings, log);
            }
            log.accept("No admin password was configured: generated one and stored it in " + file + " (owner-only)."
                    + " It is shown this once: " + settings.user() + " / " + generated
                    + " — log in at /config. Set BOURSE_ADMIN_PASSWORD to choose your own; delete the file for a new one.");
            return new AdminAccount(settings.user(), generated);
        } catch (IOException e) {
            throw new IllegalStateException("Cannot read or create the admin password file " + file + " ("
                    + e.getMessage() + "): set bourse.admin.password (env BOURSE_ADMIN_PASSWORD), or"
                    + " bourse.admin.password-file to a writable place", e);
        }
    }

    private static String generate() {
        byte[] bytes = new byte[18];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /**
     * Creates the file owner-only from the start (never world-readable for a moment), where POSIX
     * permissions exist; false if another node sharing the directory created it first (its password is then
     * the one to use).
     */
    private static boolean created(Path file, String password) throws IOException {
        Files.createDirectories(file.getParent());
        try {
            if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } else {
                Files.createFile(file);
            }
        } catch (FileAlreadyExistsException raced) {
            return false;
        }
        Files.writeString(file, password + "\n", StandardCharsets.UTF_8);
        return true;
    }
}
