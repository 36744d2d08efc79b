package org.bourse.wstest.stax;

import java.util.Arrays;

import javax.xml.stream.XMLStreamException;

import org.bourse.wstest.wire.TestNode;
import org.bourse.wstest.wire.TestStruct;

/**
 * Reads TestStruct and TestNode elements. A list of nodes nests one element per node (EchoList 500 is 500
 * levels): it is read with a loop and a stack of the nodes still open, never by recursion.
 */
final class StructReader {

    private final Cursor at;
    /** The nodes whose {@code Next} is being read, innermost last. */
    private TestNode[] open = new TestNode[16];

    StructReader(Cursor at) {
        this.at = at;
    }

    /**
     * An element of type TestStruct (EchoStruct's {@code l}, Synthetic's {@code Strct}). As with JAXB, an
     * {@code xsi:type} may make it a TestNode, the one type derived from TestStruct, with its chain.
     */
    TestStruct struct() throws XMLStreamException {
        String type = at.xsiType();
        if (type == null || names(type, "TestStruct")) {
            return read(new TestStruct(), Expected.STRUCT);
        }
        if (names(type, "TestNode")) {
            return read(new TestNode(), Expected.NODE);
        }
        throw ReadFaults.invalid(at.localName() + ": xsi:type \"" + Cursor.trimmed(type) + "\" is neither {" + Wire.NS
                + "}TestStruct nor {" + Wire.NS + "}TestNode");
    }

    /** An element of type TestNode (EchoList's {@code list}); TestNode has no derived type, so xsi:type is not read. */
    TestNode node() throws XMLStreamException {
        return read(new TestNode(), Expected.NODE);
    }

    /** From the element's start tag to its end tag; {@code Next} is allowed when {@code expected} is NODE. */
    private <T extends TestStruct> T read(T top, Expected expected) throws XMLStreamException {
        TestStruct current = top;
        int depth = 0;
        while (true) {
            if (!at.nextChild()) {
                if (depth == 0) {
                    return top;
                }
                current = open[--depth];
                open[depth] = null;
                continue;
            }
            String name = at.child();
            if (name == null) {
                throw at.unexpected(expected);
            }
            switch (name) {
                case "i" -> current.setI(at.intValue());
                case "f" -> current.setF(at.skippedAsNil() ? null : at.floatValue());
                case "s" -> current.setS(at.skippedAsNil() ? null : at.text());
                case "Next" -> {
                    if (expected != Expected.NODE) {
                        throw at.unexpected(expected);
                    }
                    TestNode next = new TestNode();
                    ((TestNode) current).setNext(next);
                    if (depth == open.length) {
                        open = Arrays.copyOf(open, depth * 2);
                    }
                    open[depth++] = (TestNode) current;
                    current = next;
                }
                default -> throw at.unexpected(expected);
            }
        }
    }

    /**
     * Whether an xsi:type value (a QName, read as JAXB reads it: trimmed, with the default namespace when
     * it has no prefix) names the WSTest type {@code localName}.
     */
    private boolean names(String type, String localName) {
        String name = Cursor.trimmed(type);
        int colon = name.indexOf(':', 1);
        String prefix = colon < 0 ? "" : name.substring(0, colon);
        return name.substring(colon + 1).equals(localName) && Wire.NS.equals(at.namespaceOf(prefix));
    }
}
