package org.bourse.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.bourse.boot.ModeSetting;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * Each mode of a node is bound once, by its settings record, and read everywhere else through that binding
 * ({@link ModeSetting}: the record's name, default and relaxed spellings) or the record itself: beans are selected
 * by the mode's composed condition, never by a {@code @ConditionalOnProperty} or {@code @ConditionalOnExpression}
 * on the setting's name, and no source holds the name as a string to read it by. A mode read in two ways once
 * told {@code IN_PROCESS} from {@code in-process}: the record accepted both, a property condition only one.
 */
class ModesBoundOnceTest {

    private static final List<String> SERVER_MODULES = List.of("xml-types", "soap-transport", "dal", "services-wstest", "services-trade",
            "web-ui", "app");
    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.bourse");

    @Test
    void everyModeHasItsBinding() {
        assertThat(modes()).containsExactlyInAnyOrder("bourse.trade.access", "bourse.trade.order-processing",
                "bourse.trade.broker.role", "bourse.sessions.store", "bourse.web.scenario-statistics");
    }

    @Test
    void noPropertyConditionNamesAMode() {
        Set<String> modes = modes();
        List<String> found = new ArrayList<>();
        for (JavaClass type : SERVER) {
            Class<?> loaded = type.reflect();
            check(loaded.getName(), loaded.getAnnotation(ConditionalOnProperty.class),
                    loaded.getAnnotation(ConditionalOnExpression.class), modes, found);
            for (var method : loaded.getDeclaredMethods()) {
                check(loaded.getName() + "." + method.getName(), method.getAnnotation(ConditionalOnProperty.class),
                        method.getAnnotation(ConditionalOnExpression.class), modes, found);
            }
        }
        assertThat(found).as("conditions on a mode's name instead of the mode's own condition").isEmpty();
    }

    @Test
    void noSourceReadsAModeByItsName() throws IOException {
        Set<String> modes = modes();
        List<String> found = new ArrayList<>();
        // the server's modules; the load kit names settings too, as the text it shows from /config
        for (String module : SERVER_MODULES) {
            Path main = Path.of("..", module, "src/main/java");
            {
                try (Stream<Path> sources = Files.walk(main)) {
                    for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                        String text = Files.readString(source);
                        modes.stream().filter(mode -> text.contains("\"" + mode + "\""))
                                .forEach(mode -> found.add(source + ": \"" + mode + "\""));
                    }
                }
            }
        }
        assertThat(found).as("a mode's name as a string (read it through its ModeSetting or its record)").isEmpty();
    }

    /** The names of every ModeSetting constant of the server's classes. */
    private static Set<String> modes() {
        Set<String> names = new TreeSet<>();
        for (JavaClass type : SERVER) {
            for (Field field : type.reflect().getDeclaredFields()) {
                if (field.getType() == ModeSetting.class && Modifier.isStatic(field.getModifiers())) {
                    try {
                        field.setAccessible(true);
                        names.add(((ModeSetting<?>) field.get(null)).name());
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        return names;
    }

    private static void check(String where, ConditionalOnProperty property, ConditionalOnExpression expression,
            Set<String> modes, List<String> found) {
        if (property != null) {
            String prefix = property.prefix().isEmpty() ? "" : property.prefix() + ".";
            Stream.concat(Arrays.stream(property.name()), Arrays.stream(property.value())).map(n -> prefix + n)
                    .filter(modes::contains).forEach(n -> found.add(where + ": @ConditionalOnProperty " + n));
        }
        if (expression != null) {
            modes.stream().filter(expression.value()::contains)
                    .forEach(n -> found.add(where + ": @ConditionalOnExpression " + n));
        }
    }
}
