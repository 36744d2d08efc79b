package org.bourse.web.primitive;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;

/**
 * The one switch for every primitive ({@code bourse.web.primitives-enabled}, {@link org.bourse.web.WebSettings}):
 * off, none of their servlets, controllers, endpoints or files is registered, so their paths answer 404.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ConditionalOnBooleanProperty(name = "bourse.web.primitives-enabled", matchIfMissing = true)
public @interface WhenPrimitivesEnabled {
}
