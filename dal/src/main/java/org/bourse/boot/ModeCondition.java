package org.bourse.boot;

import java.lang.annotation.Annotation;
import java.util.List;
import java.util.Map;

import org.springframework.boot.autoconfigure.condition.ConditionMessage;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * The condition behind a mode's composed annotation ({@code @ConditionalOnTradeAccess(IN_PROCESS)}…): it matches
 * where the node's {@link ModeSetting} is the annotation's {@code value}, or one of them when that is an array.
 * The mode is read as its record binds it, so every spelling the record accepts selects the same beans.
 */
public abstract class ModeCondition<M extends Enum<M>> extends SpringBootCondition {

    private final Class<? extends Annotation> annotation;
    private final ModeSetting<M> setting;

    protected ModeCondition(Class<? extends Annotation> annotation, ModeSetting<M> setting) {
        this.annotation = annotation;
        this.setting = setting;
    }

    @Override
    public final ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
        Map<String, Object> attributes = metadata.getAnnotationAttributes(annotation.getName());
        Object value = attributes == null ? null : attributes.get("value");
        List<?> wanted = value instanceof Object[] values ? List.of(values) : List.of(value);
        M mode = setting.in(context.getEnvironment());
        ConditionMessage message = ConditionMessage.forCondition(annotation, wanted)
                .because(setting.name() + " is " + mode);
        return new ConditionOutcome(wanted.contains(mode), message);
    }
}
