package org.bourse.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.web.config.BoundSettings;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * docs/configuration.md and the settings records agree: every {@code bourse.*} setting a record binds is
 * documented, every documented one is bound, each prefix has one record, and none binds the root prefix.
 */
class DocumentedSettingsTest {

    static final Path DOCS = Path.of("../docs/configuration.md");
    /** A backticked name in the first column of the settings table. */
    static final Pattern NAME = Pattern.compile("`([a-z0-9.*-]+)`");

    @Test
    void everyBoundSettingIsDocumentedAndEveryDocumentedOneIsBound() throws IOException {
        Set<String> bound = new TreeSet<>();
        records().forEach((prefix, type) -> bound.addAll(BoundSettings.names(prefix, type)));
        Set<String> documented = documented();

        assertThat(bound).as("bound settings").hasSizeGreaterThan(40);
        assertThat(difference(bound, documented)).as("bound but not in docs/configuration.md").isEmpty();
        assertThat(difference(documented, bound)).as("in docs/configuration.md but bound by no record").isEmpty();
    }

    @Test
    void onePrefixOneRecordAndNoneBindsTheRoot() {
        Map<String, List<String>> byPrefix = new TreeMap<>();
        for (Class<?> type : candidates()) {
            byPrefix.computeIfAbsent(prefix(type), p -> new ArrayList<>()).add(type.getName());
        }
        assertThat(byPrefix).doesNotContainKey("bourse");
        byPrefix.forEach((prefix, types) -> assertThat(types).as("records bound to " + prefix).hasSize(1));
    }

    /** The bourse.* names in the table's first column; "`a.b.c` / `d`" documents a.b.c and a.b.d. */
    static Set<String> documented() throws IOException {
        Set<String> names = new TreeSet<>();
        for (String line : Files.readAllLines(DOCS)) {
            if (!line.startsWith("| `")) {
                continue;
            }
            String first = line.substring(1, line.indexOf('|', 1));
            String parent = null;
            Matcher m = NAME.matcher(first);
            while (m.find()) {
                String name = m.group(1);
                if (name.contains(".")) {
                    parent = name.substring(0, name.lastIndexOf('.'));
                } else if (parent != null) {
                    name = parent + "." + name;
                }
                if (name.startsWith("bourse.")) {
                    names.add(name);
                }
            }
        }
        return names;
    }

    static Map<String, Class<?>> records() {
        Map<String, Class<?>> records = new TreeMap<>();
        candidates().forEach(type -> records.put(prefix(type), type));
        return records;
    }

    static List<Class<?>> candidates() {
        ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false) {
            @Override
            protected boolean isCandidateComponent(org.springframework.beans.factory.annotation.AnnotatedBeanDefinition d) {
                return d.getMetadata().isIndependent();
            }
        };
        scanner.addIncludeFilter(new AnnotationTypeFilter(ConfigurationProperties.class));
        List<Class<?>> types = new ArrayList<>();
        for (BeanDefinition definition : scanner.findCandidateComponents("org.bourse")) {
            Class<?> type = ClassUtils.resolveClassName(definition.getBeanClassName(), null);
            if (!type.getName().endsWith("Test") && prefix(type).startsWith("bourse")) {
                types.add(type);
            }
        }
        assertThat(types).as("settings records found on the class path").isNotEmpty();
        return types;
    }

    static String prefix(Class<?> type) {
        ConfigurationProperties annotation = type.getAnnotation(ConfigurationProperties.class);
        return annotation.prefix().isEmpty() ? annotation.value() : annotation.prefix();
    }

    static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> out = new TreeSet<>(a);
        out.removeAll(b);
        return out;
    }
}
