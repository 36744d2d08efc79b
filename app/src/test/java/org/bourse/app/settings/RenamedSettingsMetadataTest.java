package org.bourse.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.bourse.boot.RenamedSettings;
import org.junit.jupiter.api.Test;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.configurationmetadata.ConfigurationMetadataProperty;
import org.springframework.boot.configurationmetadata.ConfigurationMetadataRepositoryJsonBuilder;
import org.springframework.boot.configurationmetadata.Deprecation;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.io.support.SpringFactoriesLoader;
import org.springframework.core.io.support.SpringFactoriesLoader.ArgumentResolver;

/**
 * The server's configuration metadata, as an IDE reads it from the jars: every old name a {@link RenamedSettings}
 * of the server still reads is declared there, deprecated (a warning: it still works) with its replacement, and
 * the replacement is a setting the metadata knows. The renames come from the server's {@code spring.factories},
 * so a technology renamed later is checked without being named here.
 */
class RenamedSettingsMetadataTest {

    @Test
    void everyOldNameIsDeclaredDeprecatedWithAReplacementTheMetadataKnows() throws IOException {
        Map<String, ConfigurationMetadataProperty> metadata = metadata();
        List<RenamedSettings.Rename> renames = renames();
        assertThat(renames).as("the renamed settings of the server").hasSizeGreaterThanOrEqualTo(9);
        for (RenamedSettings.Rename rename : renames) {
            ConfigurationMetadataProperty old = metadata.get(rename.old());
            assertThat(old).as("%s in the configuration metadata", rename.old()).isNotNull();
            Deprecation deprecation = old.getDeprecation();
            assertThat(deprecation).as("%s deprecated", rename.old()).isNotNull();
            assertThat(deprecation.getLevel()).as(rename.old()).isEqualTo(Deprecation.Level.WARNING);
            assertThat(deprecation.getReplacement()).as("%s's replacement", rename.old())
                    .isEqualTo(rename.replacements().get(0));
            for (String replacement : rename.replacements()) {
                assertThat(metadata).as("%s, a replacement of %s", replacement, rename.old()).containsKey(replacement);
            }
        }
    }

    /** Every module's META-INF/spring-configuration-metadata.json on the classpath, Spring Boot's too. */
    private static Map<String, ConfigurationMetadataProperty> metadata() throws IOException {
        ConfigurationMetadataRepositoryJsonBuilder builder = ConfigurationMetadataRepositoryJsonBuilder.create();
        Enumeration<URL> files = RenamedSettingsMetadataTest.class.getClassLoader()
                .getResources("META-INF/spring-configuration-metadata.json");
        while (files.hasMoreElements()) {
            try (InputStream in = files.nextElement().openStream()) {
                builder.withJsonResource(in);
            }
        }
        return builder.build().getAllProperties();
    }

    private static List<RenamedSettings.Rename> renames() {
        ArgumentResolver logs = ArgumentResolver.of(DeferredLogFactory.class, (DeferredLogFactory) Supplier::get);
        return SpringFactoriesLoader.forDefaultResourceLocation().load(EnvironmentPostProcessor.class, logs).stream()
                .filter(RenamedSettings.class::isInstance)
                .flatMap(p -> ((RenamedSettings) p).renames().stream())
                .toList();
    }
}
