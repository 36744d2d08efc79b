package org.bourse.wstest;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Input limits of the WSTest service. Requests beyond them get a SOAP fault naming the setting.
 * The XML parser limits of the endpoint are derived from these (see {@link XmlParserLimits}).
 *
 * @param maxStructItems most {@code l} items in an EchoStruct {@code array}
 * @param maxListNodes   most nodes in an EchoList {@code list}; each node is one level of XML nesting,
 *                       so this also bounds the parser's depth and the marshaller's recursion
 * @param maxOrderItems  largest GetOrder {@code messageSize}
 * @param maxBarrayBytes largest EchoSynthetic {@code Barray}, in decoded bytes
 */
@ConfigurationProperties("bourse.wstest.limits")
public record WsTestLimits(
        @DefaultValue("1000") int maxStructItems,
        @DefaultValue("500") int maxListNodes,
        @DefaultValue("1000") int maxOrderItems,
        @DefaultValue("1048576") int maxBarrayBytes) {

    /** Past this the EchoList recursion risks the worker's stack (overflow seen near 5000 on 1 MiB). */
    static final int LIST_NODES_CEILING = 2000;

    public WsTestLimits {
        requirePositive("max-struct-items", maxStructItems);
        requirePositive("max-list-nodes", maxListNodes);
        requirePositive("max-order-items", maxOrderItems);
        requirePositive("max-barray-bytes", maxBarrayBytes);
        if (maxListNodes > LIST_NODES_CEILING) {
            throw new IllegalArgumentException("bourse.wstest.limits.max-list-nodes=" + maxListNodes
                    + " is above " + LIST_NODES_CEILING
                    + ": deeper lists can overflow the marshaller's stack after the response has started");
        }
    }

    private static void requirePositive(String name, int value) {
        if (value <= 0) {
            throw new IllegalArgumentException("bourse.wstest.limits." + name + " must be positive, was " + value);
        }
    }
}
