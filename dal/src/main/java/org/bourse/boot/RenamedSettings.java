package org.bourse.boot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.commons.logging.Log;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.logging.DeferredLogFactory;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Settings that moved to new names, read at start-up before anything binds them: an old name still set is
 * given to its new names, with one WARN line naming them; both set to different values stop the start with
 * an {@link InvalidSetting} (a node whose two settings disagree would otherwise connect somewhere its
 * operator did not mean). The new names also get Bourse's defaults where they differ from Spring Boot's.
 * What is derived here goes in one property source of the lowest precedence, so it never hides a setting.
 * A subclass names the settings of one technology, and is listed in its module's {@code spring.factories}.
 */
public abstract class RenamedSettings implements EnvironmentPostProcessor {

    /**
     * One old name and what replaces it.
     *
     * @param old          the deprecated name
     * @param replacements its new names (one old timeout may stand for two of Spring Boot's)
     * @param secret       whether a start-up error may show the values (never a password)
     */
    public record Rename(String old, List<String> replacements, boolean secret) {

        public static Rename of(String old, String... replacements) {
            return new Rename(old, List.of(replacements), false);
        }

        public static Rename secret(String old, String replacement) {
            return new Rename(old, List.of(replacement), true);
        }
    }

    private final Log log;
    private final String source;
    private final List<Rename> renames;
    private final Map<String, String> defaults;

    /**
     * @param source   the property source's name, as {@code /config} shows it for the values derived here
     * @param renames  the old names and their replacements
     * @param defaults Bourse's defaults of new names that nothing sets
     */
    protected RenamedSettings(DeferredLogFactory logs, String source, List<Rename> renames,
            Map<String, String> defaults) {
        this.log = logs.getLog(getClass());
        this.source = source;
        this.renames = List.copyOf(renames);
        this.defaults = Map.copyOf(defaults);
    }

    /** The old names and their replacements, in the order given. */
    public final List<Rename> renames() {
        return renames;
    }

    @Override
    public final void postProcessEnvironment(ConfigurableEnvironment env, SpringApplication application) {
        Map<String, Object> derived = new LinkedHashMap<>();
        for (Rename rename : renames) {
            String oldValue = env.getProperty(rename.old());
            if (oldValue == null) {
                continue;
            }
            log.warn(rename.old() + " is deprecated: set " + String.join(" and ", rename.replacements())
                    + " instead (docs/configuration.md, \"Renamed settings\")");
            for (String replacement : rename.replacements()) {
                String newValue = env.getProperty(replacement);
                if (newValue == null) {
                    derived.put(replacement, oldValue);
                } else if (!newValue.equals(oldValue)) {
                    throw new InvalidSetting(rename.old(), rename.secret() ? "(hidden)" : oldValue,
                            "It was renamed " + replacement + ", which is set too, to "
                                    + (rename.secret() ? "another value" : "'" + newValue + "'") + ".",
                            "Remove " + rename.old() + " and keep " + replacement);
                }
            }
        }
        defaults.forEach((name, value) -> {
            if (!derived.containsKey(name) && env.getProperty(name) == null) {
                derived.put(name, value);
            }
        });
        if (!derived.isEmpty()) {
            env.getPropertySources().addLast(new MapPropertySource(source, derived));
        }
    }
}
