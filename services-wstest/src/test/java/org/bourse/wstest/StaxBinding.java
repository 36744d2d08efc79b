package org.bourse.wstest;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.test.context.TestPropertySource;

/**
 * Runs a contract's Spring Boot test on the StAX data binding ({@code bourse.wstest.binding=stax}). Every
 * StAX variant says it this one way, so those with the same other settings share one application context.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@TestPropertySource(properties = "bourse.wstest.binding=stax")
public @interface StaxBinding {
}
