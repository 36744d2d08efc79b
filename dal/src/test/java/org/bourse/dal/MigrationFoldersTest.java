package org.bourse.dal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Every database gets every schema change: the vendor folders hold the same migration versions. */
class MigrationFoldersTest {

    static final Path MIGRATIONS = Path.of("..", "db", "migrations");

    @Test
    void everyVendorFolderHasTheSameVersions() throws IOException {
        Map<String, List<String>> versions = new TreeMap<>();
        for (String vendor : List.of("h2", "postgresql", "mariadb")) {
            try (Stream<Path> files = Files.list(MIGRATIONS.resolve(vendor))) {
                versions.put(vendor, files.map(p -> p.getFileName().toString())
                        .filter(name -> name.endsWith(".sql"))
                        .map(name -> name.substring(0, name.indexOf("__")))
                        .sorted().toList());
            }
        }
        assertThat(versions.get("h2")).isNotEmpty().allMatch(v -> v.matches("V\\d+"));
        assertThat(versions.get("postgresql")).isEqualTo(versions.get("h2"));
        assertThat(versions.get("mariadb")).isEqualTo(versions.get("h2"));
    }

    @Test
    void noOtherVendorFolders() throws IOException {
        try (Stream<Path> dirs = Files.list(MIGRATIONS)) {
            assertThat(dirs.filter(Files::isDirectory).map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("h2", "postgresql", "mariadb");
        }
    }

    @Test
    void migrationsShipInTheJarUnderTheirRepositoryPath() {
        assertThat(getClass().getResource("/db/migrations/postgresql/V1__trade_schema.sql")).isNotNull();
        assertThat(getClass().getResource("/db/migrations/mariadb/V1__trade_schema.sql")).isNotNull();
        assertThat(getClass().getResource("/db/migrations/h2/V1__trade_schema.sql")).isNotNull();
    }
}
