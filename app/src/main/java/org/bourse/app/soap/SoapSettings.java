package org.bourse.app.soap;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param path where the CXF servlet is mounted; endpoints live below it (never {@code /}: that would
 *             swallow the web pages)
 */
@ConfigurationProperties("bourse.soap")
record SoapSettings(@DefaultValue("/services") String path) {

    SoapSettings {
        if (!path.startsWith("/") || path.endsWith("/") || path.contains("*")) {
            throw new IllegalArgumentException("bourse.soap.path must look like /services, was '" + path + "'");
        }
    }
}
