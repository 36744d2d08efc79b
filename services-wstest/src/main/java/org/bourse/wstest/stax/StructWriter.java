package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;

import org.bourse.wstest.wire.TestNode;
import org.bourse.wstest.wire.TestStruct;

/**
 * TestStruct and TestNode as JAXB writes them: {@code i} left out when it has no value, {@code f} and
 * {@code s} written nil. A list of nodes is written with a loop, however long: no recursion.
 */
final class StructWriter {

    private final Markup out;

    StructWriter(Markup out) {
        this.out = out;
    }

    /**
     * An element of type TestStruct; a TestNode there (read from an {@code xsi:type}) is written with its
     * chain and {@code xsi:type="TestNode"}, and its nil elements then share that element's xsi declaration.
     */
    void struct(String name, TestStruct value) throws XMLStreamException {
        out.start(name);
        if (value instanceof TestNode node) {
            out.xsiType("TestNode");
            chain(node, true);
        } else {
            fields(value, false);
        }
        out.end(name);
    }

    /** An element of type TestNode, with the chain below it. */
    void node(String name, TestNode head) throws XMLStreamException {
        out.start(name);
        chain(head, false);
        out.end(name);
    }

    private void chain(TestNode head, boolean xsiDeclared) throws XMLStreamException {
        int open = 0;
        for (TestNode node = head;;) {
            fields(node, xsiDeclared);
            node = node.getNext();
            if (node == null) {
                break;
            }
            out.start("Next");
            open++;
        }
        for (; open > 0; open--) {
            out.end("Next");
        }
    }

    private void fields(TestStruct value, boolean xsiDeclared) throws XMLStreamException {
        if (value.getI() != null) {
            out.element("i", value.getI());
        }
        if (value.getF() == null) {
            out.nil("f", xsiDeclared);
        } else {
            out.element("f", value.getF());
        }
        if (value.getS() == null) {
            out.nil("s", xsiDeclared);
        } else {
            out.element("s", value.getS());
        }
    }
}
