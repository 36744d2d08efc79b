package org.bourse.boot;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Map;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.DataObjectPropertyName;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;
import org.springframework.core.env.Environment;

/**
 * One mode of a node (where the Trade services run, how orders are processed, where sessions live) read from
 * the environment the way its settings record binds it: the record's prefix and the component's name, enum type
 * and default, with Spring Boot's relaxed values ({@code in-process}, {@code IN_PROCESS}…). It is for what decides
 * before the record is a bean: bean conditions ({@link ModeCondition}), environment post-processors and
 * auto-configuration filters. Only the mode is read, so a bad value of another setting is still reported where
 * the record is bound.
 *
 * @param name         the setting's name ({@code bourse.trade.access})
 * @param type         the mode's values
 * @param defaultValue the record's default, as written there
 */
public record ModeSetting<M extends Enum<M>>(String name, Class<M> type, String defaultValue) {

    /** The mode that {@code component} of the {@code settings} record binds. */
    public static <M extends Enum<M>> ModeSetting<M> of(Class<? extends Record> settings, String component,
            Class<M> type) {
        ConfigurationProperties bound = settings.getAnnotation(ConfigurationProperties.class);
        if (bound == null) {
            throw new IllegalArgumentException(settings.getName() + " is not a settings record");
        }
        RecordComponent[] components = settings.getRecordComponents();
        int at = Arrays.stream(components).map(RecordComponent::getName).toList().indexOf(component);
        if (at < 0 || components[at].getType() != type) {
            throw new IllegalArgumentException(settings.getName() + " has no component " + component + " of " + type);
        }
        DefaultValue defaultValue = canonicalConstructor(settings, components).getParameters()[at]
                .getAnnotation(DefaultValue.class);
        if (defaultValue == null || defaultValue.value().length != 1) {
            throw new IllegalArgumentException(settings.getName() + "." + component + " has no single default");
        }
        String prefix = bound.prefix().isEmpty() ? bound.value() : bound.prefix();
        return new ModeSetting<>(prefix + "." + DataObjectPropertyName.toDashedForm(component), type,
                defaultValue.value()[0]);
    }

    /** The mode this environment sets, or the record's default. */
    public M in(Environment environment) {
        return Binder.get(environment).bind(name, Bindable.of(type))
                .orElseGet(() -> new Binder(new MapConfigurationPropertySource(Map.of(name, defaultValue)))
                        .bind(name, Bindable.of(type)).get());
    }

    private static Constructor<?> canonicalConstructor(Class<?> settings, RecordComponent[] components) {
        try {
            return settings.getDeclaredConstructor(Arrays.stream(components).map(RecordComponent::getType)
                    .toArray(Class<?>[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record without its canonical constructor: " + settings.getName(), e);
        }
    }
}
