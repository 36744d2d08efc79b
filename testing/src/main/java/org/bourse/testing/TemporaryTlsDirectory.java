package org.bourse.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A folder for a test server's self-signed certificate ({@code bourse.listener.tls.directory}), made and deleted whole. */
public final class TemporaryTlsDirectory {

    private TemporaryTlsDirectory() {
    }

    /** A {@code tls} folder inside a new temporary folder; it does not exist yet (Bourse makes it owner-only). */
    public static Path create(String prefix) {
        try {
            return Files.createTempDirectory(prefix).resolve("tls");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Deletes what {@link #create} made, the certificate included. */
    public static void delete(Path tls) throws IOException {
        try (Stream<Path> all = Files.walk(tls.getParent())) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
