/**
 * TLS on Bourse's own listener: the self-signed certificate of {@code bourse.listener.tls.self-signed}
 * registered as a Spring Boot SSL bundle, and the TLS implementation Tomcat uses. A certificate of one's
 * own comes in through Spring Boot's SSL bundles ({@code spring.ssl.bundle.*}, {@code server.ssl.bundle});
 * the plain HTTP port beside the TLS one is the listener's ({@code bourse.listener.http-port}). See
 * {@code docs/listener-modes.md}.
 */
package org.bourse.app.tls;
