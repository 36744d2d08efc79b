package org.bourse.wstest;

import java.util.Map;

/**
 * CXF StAX reader limits for the WSTest endpoint, derived from {@link WsTestLimits} so that every
 * request within the service limits parses, and a request slightly beyond them still parses far
 * enough to get the service's own fault naming the limit. Anything grossly larger is stopped by the
 * parser while streaming, before it is bound to objects.
 */
final class XmlParserLimits {

    /** Envelope, Body, EchoList and the text children of the deepest node, plus room to spare. */
    static final int DEPTH_MARGIN = 16;
    /** A TestStruct item is four elements ({@code l}, {@code i}, {@code f}, {@code s}). */
    static final int ELEMENTS_PER_ITEM = 4;
    static final int ELEMENT_MARGIN = 64;

    private XmlParserLimits() {
    }

    static int maxElementDepth(WsTestLimits limits) {
        return limits.maxListNodes() + DEPTH_MARGIN;
    }

    /** Twice the largest legal document, so "a few too many" items reach the service's own check. */
    static int maxElementCount(WsTestLimits limits) {
        int largest = Math.max(limits.maxStructItems(), limits.maxListNodes()) * ELEMENTS_PER_ITEM;
        return 2 * largest + ELEMENT_MARGIN;
    }

    /** Longest single text node: the base64 form of the largest Barray, with room for one byte more. */
    static int maxTextLength(WsTestLimits limits) {
        long base64 = 4L * ((limits.maxBarrayBytes() + 1 + 2) / 3);
        return (int) Math.min(Integer.MAX_VALUE, base64 + 1024);
    }

    static Map<String, Object> asEndpointProperties(WsTestLimits limits) {
        return Map.of(
                "org.apache.cxf.stax.maxElementDepth", maxElementDepth(limits),
                "org.apache.cxf.stax.maxElementCount", (long) maxElementCount(limits),
                "org.apache.cxf.stax.maxTextLength", maxTextLength(limits),
                "org.apache.cxf.stax.maxChildElements", maxElementCount(limits));
    }
}
