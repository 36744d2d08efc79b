package org.bourse.web.config;

/**
 * The servlet container serving this application and its version ("Tomcat 11.0.24"), which the settings in force
 * show beside {@code bourse.listener.container} as a row of their own ({@link #ROW}): a result names the server it
 * was measured on. The server module provides it; without one the row is left out.
 */
@FunctionalInterface
public interface ServingContainer {

    /** The row's name, not a setting one could set: its origin says so. */
    String ROW = "server.container (running)";
    /** The row's origin. */
    String ORIGIN = "the running server";

    String nameAndVersion();
}
