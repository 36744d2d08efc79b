package org.bourse.wstest.stax;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The child elements each element of a request may hold, listed as JAXB lists them (in its order) when it
 * meets one it does not expect, so that both bindings refuse such a request with the same fault text.
 */
enum Expected {
    /** Text-only elements and EchoVoid. */
    NONE,
    /** Only for a caller of {@link WsTestStax#read} that hands over something else: CXF dispatches on the name first. */
    OPERATION("EchoVoid", "EchoStruct", "EchoList", "EchoSynthetic", "GetOrder"),
    ECHO_STRUCT("array"),
    ARRAY("l"),
    STRUCT("i", "s", "f"),
    NODE("i", "s", "Next", "f"),
    ECHO_LIST("list"),
    ECHO_SYNTHETIC("synth"),
    SYNTHETIC("Barray", "Strct", "Strng"),
    GET_ORDER("customerId", "messageSize", "orderId");

    private final String list;

    Expected(String... names) {
        this.list = names.length == 0 ? "(none)"
                : Arrays.stream(names).map(name -> "<{" + Wire.NS + "}" + name + ">").collect(Collectors.joining(","));
    }

    /** As JAXB writes it: {@code <{ns}a>,<{ns}b>}, or {@code (none)}. */
    String list() {
        return list;
    }
}
