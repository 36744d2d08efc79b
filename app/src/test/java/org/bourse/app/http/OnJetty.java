package org.bourse.app.http;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.test.context.TestPropertySource;

/**
 * Runs a contract's Spring Boot test on Jetty ({@code bourse.listener.container=jetty}) rather than Tomcat.
 * Every Jetty variant says it this one way, so those with the same other settings share one application context.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@TestPropertySource(properties = "bourse.listener.container=jetty")
@interface OnJetty {
}
