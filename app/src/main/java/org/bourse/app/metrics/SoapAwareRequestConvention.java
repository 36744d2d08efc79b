package org.bourse.app.metrics;

import org.springframework.http.server.observation.DefaultServerRequestObservationConvention;
import org.springframework.http.server.observation.ServerRequestObservationContext;

import io.micrometer.common.KeyValue;

/**
 * Spring's HTTP request metric tags a request with its handler's URI pattern, which SOAP requests
 * (served by CXF, not Spring MVC) do not have: they would all count as {@code uri="UNKNOWN"}. This
 * tags them with their endpoint path instead ({@code /services/WSTest}), which {@link
 * SoapOperationMetrics} notes on the request; the set of endpoints is fixed, so the tag stays bounded.
 */
final class SoapAwareRequestConvention extends DefaultServerRequestObservationConvention {

    SoapAwareRequestConvention(String name) {
        super(name);
    }

    @Override
    protected KeyValue uri(ServerRequestObservationContext context) {
        if (context.getCarrier() != null
                && context.getCarrier().getAttribute(SoapOperationMetrics.ENDPOINT_ATTRIBUTE) instanceof String endpoint) {
            return KeyValue.of("uri", endpoint);
        }
        return super.uri(context);
    }
}
