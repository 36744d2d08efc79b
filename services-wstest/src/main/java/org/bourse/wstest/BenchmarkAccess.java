package org.bourse.wstest;

import java.util.Map;

import org.bourse.wstest.wire.Order;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

/**
 * The package-private parts of the WSTest service that the data-binding benchmark ({@code microbench}) must use
 * as the server does, rather than copies: GetOrder's generated order and the StAX reader limits the endpoint
 * is published with. The service keeps them package-private and opens them here, for that benchmark only
 * (it once sat in the benchmark module, in this package: a package split over two jars).
 */
public final class BenchmarkAccess {

    private static final WsTestLimits DEFAULT_LIMITS = new Binder(new MapConfigurationPropertySource())
            .bindOrCreate("bourse.wstest.limits", WsTestLimits.class);

    private BenchmarkAccess() {
    }

    /** The order GetOrder answers with from its default (in-memory) source; its dates are "now". */
    public static Order generatedOrder(int orderId, int customerId, int items) {
        return new GeneratedOrders().order(orderId, customerId, items);
    }

    /** The {@code org.apache.cxf.stax.*} reader limits of the endpoint under the default WSTest limits. */
    public static Map<String, Object> defaultParserLimits() {
        return XmlParserLimits.asEndpointProperties(DEFAULT_LIMITS);
    }
}
