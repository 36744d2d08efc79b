package org.bourse.app.metrics;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * {@code bourse.metrics.*}. Bound so that the settings page shows it and a bad value stops the start-up;
 * the switch itself is the condition on {@link MetricsConfiguration.SoapOperations}.
 *
 * @param soapOperations a latency histogram per SOAP operation ({@code bourse_soap_operation_seconds})
 */
@ConfigurationProperties("bourse.metrics")
record MetricsSettings(@DefaultValue("true") boolean soapOperations) {
}
