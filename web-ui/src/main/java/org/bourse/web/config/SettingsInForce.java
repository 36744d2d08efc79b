package org.bourse.web.config;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.boot.context.properties.ConfigurationPropertiesBean;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.context.ApplicationContext;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.PropertySource;
import org.springframework.util.unit.DataSize;

/**
 * Every setting that changes a result, with the value in force and where it came from: each
 * {@code bourse.*} record bound in this server (read from the bound record, so defaults show too), and
 * the Spring Boot settings Bourse documents as changing a run, and the container that serves ({@link ServingContainer}).
 * Passwords show only whether they are set.
 */
final class SettingsInForce {

    /** Spring Boot's own settings that change a result, with Boot's default when nothing sets them. */
    static final Map<String, String> BOOT_SETTINGS = bootSettings();

    static final String NOT_SET = "(not set)";

    private final ApplicationContext context;
    private final ConfigurableEnvironment environment;

    SettingsInForce(ApplicationContext context, ConfigurableEnvironment environment) {
        this.context = context;
        this.environment = environment;
    }

    /**
     * One setting in force.
     *
     * @param name   its name, as in docs/configuration.md
     * @param value  its value (a password: {@code (set)} or {@code (not set)})
     * @param origin {@code default}, {@code application.properties (shipped)}, {@code profile NAME},
     *               {@code file …}, {@code environment NAME}, {@code argument}, {@code system property}
     */
    record Setting(String name, String value, String origin) {
    }

    List<Setting> all() {
        List<Setting> settings = new ArrayList<>();
        for (ConfigurationPropertiesBean bean : ConfigurationPropertiesBean.getAll(context).values()) {
            String prefix = bean.getAnnotation().prefix();
            if (!prefix.startsWith("bourse.") || bean.getInstance() == null) {
                continue;
            }
            for (BoundSettings.Leaf leaf : BoundSettings.of(prefix, bean.getInstance().getClass(), bean.getInstance())) {
                String value = leaf.secret() ? (text(leaf.value()).isEmpty() ? NOT_SET : "(set)")
                        : leaf.value() == null ? NOT_SET : text(leaf.value());
                settings.add(new Setting(leaf.name(), value, origin(leaf.name())));
            }
        }
        BOOT_SETTINGS.forEach((name, bootDefault) -> {
            String value = environment.getProperty(name);
            settings.add(new Setting(name, value == null ? bootDefault : value, origin(name)));
        });
        context.getBeanProvider(ServingContainer.class).ifAvailable(c -> settings.add(
                new Setting(ServingContainer.ROW, c.nameAndVersion(), ServingContainer.ORIGIN)));
        settings.sort(Comparator.comparing(Setting::name));
        return settings;
    }

    /** Where {@code name} comes from: the first property source that has it, in Spring's order. */
    String origin(String name) {
        ConfigurationPropertyName key = ConfigurationPropertyName.of(name);
        for (ConfigurationPropertySource source : ConfigurationPropertySources.get(environment)) {
            ConfigurationProperty property = source.getConfigurationProperty(key);
            if (property != null && source.getUnderlyingSource() instanceof PropertySource<?> underlying) {
                return describe(underlying.getName(), property);
            }
        }
        return "default";
    }

    private static String describe(String source, ConfigurationProperty property) {
        if (source.equals("commandLineArgs")) {
            return "argument";
        }
        if (source.equals("systemProperties")) {
            return "system property";
        }
        if (source.equals("systemEnvironment")) {
            String origin = String.valueOf(property.getOrigin());
            int quote = origin.indexOf('"');
            return quote < 0 ? "environment" : "environment " + origin.substring(quote + 1, origin.lastIndexOf('"'));
        }
        int resource = source.indexOf("resource [");
        if (resource >= 0) {
            String file = source.substring(resource + "resource [".length(), source.indexOf(']', resource));
            boolean shipped = source.contains("class path resource") && !file.contains("/");
            if (file.startsWith("application-") && file.endsWith(".properties")) {
                String profile = file.substring("application-".length(), file.length() - ".properties".length());
                return shipped ? "profile " + profile : "file " + file + " (profile " + profile + ")";
            }
            if (shipped) {
                return "application.properties (shipped)";
            }
            return source.contains("class path resource") ? "file " + file + " (class path)" : "file " + file;
        }
        return source;
    }

    /** A value as one would write it in application.properties. */
    static String text(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Duration d) {
            return duration(d);
        }
        if (value instanceof DataSize size) {
            return dataSize(size);
        }
        if (value instanceof BigDecimal number) {
            return number.toPlainString();
        }
        if (value instanceof Enum<?> constant) {
            return constant.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
        return value.toString();
    }

    private static String duration(Duration d) {
        long millis = d.toMillis();
        if (millis == 0) {
            return "0s";
        }
        if (millis % 3_600_000 == 0) {
            return millis / 3_600_000 + "h";
        }
        if (millis % 60_000 == 0) {
            return millis / 60_000 + "m";
        }
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }

    private static String dataSize(DataSize size) {
        long bytes = size.toBytes();
        if (bytes != 0 && bytes % (1024L * 1024 * 1024) == 0) {
            return bytes / (1024L * 1024 * 1024) + "GB";
        }
        if (bytes != 0 && bytes % (1024L * 1024) == 0) {
            return bytes / (1024L * 1024) + "MB";
        }
        return bytes != 0 && bytes % 1024 == 0 ? bytes / 1024 + "KB" : bytes + "B";
    }

    private static Map<String, String> bootSettings() {
        Map<String, String> boot = new LinkedHashMap<>();
        boot.put("server.port", "8080");
        boot.put("server.address", "(all addresses)");
        boot.put("spring.profiles.active", "(none)");
        boot.put("spring.datasource.url", "");
        boot.put("spring.datasource.username", "");
        boot.put("spring.datasource.hikari.maximum-pool-size", "10");
        boot.put("server.tomcat.threads.max", "200");
        boot.put("spring.threads.virtual.enabled", "false");
        boot.put("server.servlet.session.timeout", "30m");
        boot.put("server.tomcat.max-keep-alive-requests", "100");
        boot.put("server.tomcat.keep-alive-timeout", "30s");
        boot.put("server.jetty.threads.max", "200");
        boot.put("server.jetty.connection-idle-timeout", "30s");
        return Collections.unmodifiableMap(boot);
    }
}
