package org.bourse.app.listener;

import org.eclipse.jetty.util.Jetty;

/**
 * The embedded servlet container, {@code bourse.listener.container}: both are in the jar, one starts. Each
 * listener concern (this package, {@code org.bourse.app.http}, {@code org.bourse.app.tls}) applies itself to
 * the one selected; {@link ServletContainerConfiguration} makes it.
 */
public enum ServletContainer {
    /** Apache Tomcat, Spring Boot's default and Bourse's. */
    TOMCAT("Tomcat"),
    /** Eclipse Jetty 12. */
    JETTY("Jetty");

    /** The setting that chooses. */
    public static final String SETTING = "bourse.listener.container";

    private final String displayName;

    ServletContainer(String displayName) {
        this.displayName = displayName;
    }

    /** "Tomcat 11.0.24", "Jetty 12.1.12": the container and the version in the jar. */
    public String nameAndVersion() {
        String version = switch (this) {
            // "Apache Tomcat/11.0.24": the number as Tomcat releases are named (getServerNumber adds a fourth part)
            case TOMCAT -> org.apache.catalina.util.ServerInfo.getServerInfo().replaceFirst(".*/", "");
            case JETTY -> Jetty.VERSION;
        };
        return displayName + " " + version;
    }
}
