package org.bourse.app.sessions;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.context.annotation.Conditional;

/** Beans for the nodes whose sessions live in one of these stores ({@code bourse.sessions.store}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Documented
@Conditional(OnSessionStore.class)
@interface ConditionalOnSessionStore {

    SessionStore[] value();
}
