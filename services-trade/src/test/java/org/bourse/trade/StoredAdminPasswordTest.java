package org.bourse.trade;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A first start without an admin password generates one, shows it once, stores it owner-only and reuses it. */
class StoredAdminPasswordTest {

    @TempDir
    Path dir;

    final List<String> log = new ArrayList<>();

    @Test
    void generatedOnceShownOnceAndReused() throws IOException {
        Path file = dir.resolve("data/admin-password");
        AdminSettings settings = new AdminSettings("admin", "", file.toString());

        AdminAccount first = StoredAdminPassword.resolve(settings, log::add);
        assertThat(first.enabled()).isTrue();
        assertThat(first.password()).hasSize(24);
        assertThat(Files.readString(file)).isEqualTo(first.password() + "\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file))).isEqualTo("rw-------");
        assertThat(log).singleElement().asString().contains("generated one and stored it in " + file)
                .contains("admin / " + first.password());

        AdminAccount again = StoredAdminPassword.resolve(settings, log::add);
        assertThat(again.password()).isEqualTo(first.password());
        assertThat(log.get(1)).isEqualTo("Admin password: the one stored in " + file + " (user admin)")
                .doesNotContain(first.password());
    }

    @Test
    void aConfiguredPasswordWinsAndNoFileIsWritten() {
        Path file = dir.resolve("admin-password");
        AdminAccount admin = StoredAdminPassword.resolve(new AdminSettings("root", "s3cret", file.toString()), log::add);
        assertThat(admin.matches("root", "s3cret")).isTrue();
        assertThat(file).doesNotExist();
    }

    @Test
    void withoutAFileAdminStaysDisabled() {
        AdminAccount admin = StoredAdminPassword.resolve(new AdminSettings("admin", "", ""), log::add);
        assertThat(admin.enabled()).isFalse();
        assertThat(log).singleElement().asString().contains("disabled");
    }
}
