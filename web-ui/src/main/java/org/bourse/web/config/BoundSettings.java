package org.bourse.web.config;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Parameter;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The settings one {@code @ConfigurationProperties} record binds: one per leaf component, named as in
 * docs/configuration.md (kebab-case under the record's prefix; a nested record adds its own segment).
 * Read by reflection, so the page and the docs check list exactly what the code binds.
 */
public final class BoundSettings {

    private BoundSettings() {
    }

    /**
     * One bound setting.
     *
     * @param name         its full name ({@code bourse.trade.order-fee})
     * @param value        the bound value (null when no instance was given)
     * @param defaultValue the record's {@code @DefaultValue}, or null without one
     * @param secret       a password: its value is never shown
     */
    public record Leaf(String name, Object value, String defaultValue, boolean secret) {
    }

    /** The names a record type binds under {@code prefix}. */
    public static List<String> names(String prefix, Class<?> type) {
        return of(prefix, type, null).stream().map(Leaf::name).toList();
    }

    /** The settings {@code instance} (of {@code type}, or null) binds under {@code prefix}, in declaration order. */
    public static List<Leaf> of(String prefix, Class<?> type, Object instance) {
        if (!type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is not a record: settings are bound as records");
        }
        RecordComponent[] components = type.getRecordComponents();
        Parameter[] parameters = canonical(type, components).getParameters();
        List<Leaf> leaves = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            RecordComponent component = components[i];
            String name = prefix + "." + kebab(component.getName());
            Object value = instance == null ? null : read(component, instance);
            if (component.getType().isRecord()) {
                leaves.addAll(of(name, component.getType(), value));
            } else {
                DefaultValue declared = parameters[i].getAnnotation(DefaultValue.class);
                String defaultValue = declared == null ? null : String.join(",", declared.value());
                leaves.add(new Leaf(name, value, defaultValue, component.getName().toLowerCase(Locale.ROOT).endsWith("password")));
            }
        }
        return leaves;
    }

    static String kebab(String camel) {
        StringBuilder out = new StringBuilder();
        for (char c : camel.toCharArray()) {
            if (Character.isUpperCase(c)) {
                out.append('-').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static Constructor<?> canonical(Class<?> type, RecordComponent[] components) {
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
        }
        try {
            return type.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("A record always has its canonical constructor: " + type.getName(), e);
        }
    }

    private static Object read(RecordComponent component, Object instance) {
        try {
            component.getAccessor().setAccessible(true);
            return component.getAccessor().invoke(instance);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Cannot read " + component + " of a bound settings record", e);
        }
    }
}
