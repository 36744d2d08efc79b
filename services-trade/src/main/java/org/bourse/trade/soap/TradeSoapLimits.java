package org.bourse.trade.soap;

import java.util.Map;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * XML parser limits of the Trade SOAP endpoint ({@code bourse.trade.soap.limits.*}). Trade requests are
 * small and flat (at most five levels and about a dozen elements inside the envelope), so these are far
 * tighter than WSTest's; a request beyond one is stopped while it streams, before anything is bound,
 * with a {@code soap:Client} fault naming the setting. The request body as a whole is capped by
 * {@code bourse.http.max-request-body}. Text fields up to this length reach the service, which refuses
 * anything longer than its columns (250 characters) with its own message.
 *
 * @param maxElementDepth deepest element nesting, counting the envelope
 * @param maxElements     most elements in one request, and most children of one element
 * @param maxTextLength   longest text of one element, in characters
 */
@ConfigurationProperties("bourse.trade.soap.limits")
record TradeSoapLimits(
        @DefaultValue("32") int maxElementDepth,
        @DefaultValue("1000") int maxElements,
        @DefaultValue("32768") int maxTextLength) {

    TradeSoapLimits {
        requireAtLeast("max-element-depth", maxElementDepth, 8);
        requireAtLeast("max-elements", maxElements, 32);
        requireAtLeast("max-text-length", maxTextLength, 256);
    }

    /** The CXF (Woodstox) reader properties these limits set on the endpoint. */
    Map<String, Object> asEndpointProperties() {
        return Map.of(
                "org.apache.cxf.stax.maxElementDepth", maxElementDepth,
                "org.apache.cxf.stax.maxElementCount", (long) maxElements,
                "org.apache.cxf.stax.maxChildElements", maxElements,
                "org.apache.cxf.stax.maxTextLength", maxTextLength);
    }

    private static void requireAtLeast(String name, int value, int least) {
        if (value < least) {
            throw new IllegalArgumentException("bourse.trade.soap.limits." + name + " must be at least " + least
                    + " (the largest legal Trade request needs that much), was " + value);
        }
    }
}
