package org.bourse.app.metrics;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code bourse.metrics.*}. Bound so that the settings page shows it and a bad value stops the start-up;
 * the switches themselves are conditions in {@link MetricsConfiguration}.
 *
 * @param soapOperations a latency histogram per SOAP operation ({@code bourse_soap_operation_seconds})
 * @param springSecurity Spring Security's own observations: a timer and two counters per security filter and
 *                       request ({@code spring_security_*}); off by default, as they cost a tenth of a page
 */
@ConfigurationProperties("bourse.metrics")
record MetricsSettings(@DefaultValue("true") boolean soapOperations, @DefaultValue("false") boolean springSecurity) {
}
