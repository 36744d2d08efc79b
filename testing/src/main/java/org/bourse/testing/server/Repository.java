package org.bourse.testing.server;

import java.nio.file.Files;
import java.nio.file.Path;

/** The repository checkout the tests run in: the first folder above the working directory holding app/. */
public final class Repository {

    private Repository() {
    }

    public static Path root() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve("app")) && Files.isRegularFile(dir.resolve("pom.xml"))) {
                return dir;
            }
        }
        throw new IllegalStateException("No repository root (a folder with app/ and pom.xml) above "
                + Path.of("").toAbsolutePath());
    }
}
