package org.bourse.soap;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param path                where the CXF servlet is mounted; endpoints live below it (never {@code /}: that
 *                            would swallow the web pages)
 * @param badInputLogInterval at most one log line per kind of refused SOAP request (malformed XML, wrong
 *                            type, limit exceeded, …) in this interval; the refusals in between are counted
 *                            and the count is given on the next line of that kind. {@code 0} logs every one.
 */
@ConfigurationProperties("bourse.soap")
record SoapSettings(@DefaultValue("/services") String path, @DefaultValue("1s") Duration badInputLogInterval) {

    SoapSettings {
        if (!path.startsWith("/") || path.endsWith("/") || path.contains("*")) {
            throw new IllegalArgumentException("bourse.soap.path must look like /services, was '" + path + "'");
        }
        if (badInputLogInterval.isNegative()) {
            throw new IllegalArgumentException("bourse.soap.bad-input-log-interval must not be negative, was "
                    + badInputLogInterval);
        }
    }
}
