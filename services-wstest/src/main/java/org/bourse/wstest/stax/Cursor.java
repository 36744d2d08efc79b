package org.bourse.wstest.stax;

import static javax.xml.stream.XMLStreamConstants.CDATA;
import static javax.xml.stream.XMLStreamConstants.CHARACTERS;
import static javax.xml.stream.XMLStreamConstants.END_DOCUMENT;
import static javax.xml.stream.XMLStreamConstants.END_ELEMENT;
import static javax.xml.stream.XMLStreamConstants.ENTITY_REFERENCE;
import static javax.xml.stream.XMLStreamConstants.SPACE;
import static javax.xml.stream.XMLStreamConstants.START_ELEMENT;

import java.util.function.Function;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.binding.soap.SoapFault;
import org.bourse.xml.XsdNumbers;

/**
 * A request being read: the steps every element takes, with JAXB's leniency (children in any order, the
 * last of a repeated one wins, text, attributes and comments between children ignored) and its refusals
 * (an element it does not expect, a value not of its type), so that both bindings read and refuse the same
 * requests. Reads through the reader it is given, so a wrapper that counts depth (CXF's) stays right.
 */
final class Cursor {

    private final XMLStreamReader in;

    Cursor(XMLStreamReader in) {
        this.in = in;
    }

    /**
     * From a start tag or a child's end tag, moves to the next child's start tag and answers true, or to
     * the end tag of the current element and answers false.
     */
    boolean nextChild() throws XMLStreamException {
        while (true) {
            int event = in.next();
            if (event == START_ELEMENT) {
                return true;
            }
            if (event == END_ELEMENT) {
                return false;
            }
            if (event == END_DOCUMENT) {
                throw endedInside();
            }
        }
    }

    /** The local name of the child the cursor stands on, if it is in the WSTest namespace; else null. */
    String child() {
        return Wire.NS.equals(in.getNamespaceURI()) ? in.getLocalName() : null;
    }

    boolean isChild(String localName) {
        return localName.equals(in.getLocalName()) && Wire.NS.equals(in.getNamespaceURI());
    }

    /** The fault for the element the cursor stands on, where {@code expected} are allowed. */
    SoapFault unexpected(Expected expected) {
        return ReadFaults.unexpectedElement(in.getNamespaceURI(), in.getLocalName(), expected);
    }

    /**
     * The text of a text-only element, from its start tag to its end tag (where the cursor then stands,
     * as JAXB's does when it converts the text, so a wrong value can be named after the element).
     */
    String text() throws XMLStreamException {
        String first = null;
        StringBuilder joined = null;
        while (true) {
            switch (in.next()) {
                case CHARACTERS, CDATA, SPACE, ENTITY_REFERENCE -> {
                    if (first == null) {
                        first = in.getText();
                    } else {
                        if (joined == null) {
                            joined = new StringBuilder(first);
                        }
                        // Long text comes in several events (CXF sets Woodstox's minimum text segment).
                        if (in.getEventType() == ENTITY_REFERENCE) {
                            joined.append(in.getText());
                        } else {
                            joined.append(in.getTextCharacters(), in.getTextStart(), in.getTextLength());
                        }
                    }
                }
                case END_ELEMENT -> {
                    return joined != null ? joined.toString() : first != null ? first : "";
                }
                case START_ELEMENT -> throw unexpected(Expected.NONE);
                case END_DOCUMENT -> throw endedInside();
                default -> {
                    // Comments and processing instructions are not part of the value.
                }
            }
        }
    }

    Integer intValue() throws XMLStreamException {
        return value(XsdNumbers::parseInt);
    }

    Float floatValue() throws XMLStreamException {
        return value(XsdNumbers::parseFloat);
    }

    /** The text converted by the strict number readers JAXB's adapters use (org.bourse.xml). */
    private <T> T value(Function<String, T> parse) throws XMLStreamException {
        String text = text();
        try {
            return parse.apply(text);
        } catch (NumberFormatException e) {
            throw ReadFaults.wrongValue(e);
        }
    }

    byte[] base64Value() throws XMLStreamException {
        String text = text();
        try {
            return Base64Text.decode(text);
        } catch (IllegalArgumentException e) {
            throw ReadFaults.invalid(in.getLocalName() + ": " + e.getMessage());
        }
    }

    /**
     * True, with the element skipped to its end tag, if it carries {@code xsi:nil} true (JAXB's reading of
     * the boolean: {@code true} or {@code 1} between whitespace). Only nillable elements ask: JAXB reads
     * the others as if the attribute were not there.
     */
    boolean skippedAsNil() throws XMLStreamException {
        if (in.getAttributeCount() == 0 || !isTrue(in.getAttributeValue(Wire.XSI, "nil"))) {
            return false;
        }
        int depth = 1;
        while (depth > 0) {
            int event = in.next();
            if (event == START_ELEMENT) {
                depth++;
            } else if (event == END_ELEMENT) {
                depth--;
            } else if (event == END_DOCUMENT) {
                throw endedInside();
            }
        }
        return true;
    }

    /** The {@code xsi:type} of the element the cursor stands on, or null. */
    String xsiType() {
        return in.getAttributeCount() == 0 ? null : in.getAttributeValue(Wire.XSI, "type");
    }

    /** The namespace a prefix stands for on the current element ({@code ""}: the default namespace), or null. */
    String namespaceOf(String prefix) {
        return in.getNamespaceURI(prefix);
    }

    String localName() {
        return in.getLocalName();
    }

    /** Past the end tag the cursor stands on, as JAXB leaves the reader when it has read an element. */
    void leave() throws XMLStreamException {
        in.next();
    }

    /** Only a reader that does not check well-formedness gets here (Woodstox refuses such a document itself). */
    private XMLStreamException endedInside() {
        return new XMLStreamException("The document ends inside an element", in.getLocation());
    }

    private static boolean isTrue(String value) {
        if (value == null) {
            return false;
        }
        String word = trimmed(value);
        return word.equals("true") || word.equals("1");
    }

    /** Without XML whitespace (space, tab, line feed, carriage return) around it, as JAXB trims an attribute. */
    static String trimmed(String value) {
        int start = 0;
        int end = value.length();
        while (start < end && isSpace(value.charAt(start))) {
            start++;
        }
        while (end > start && isSpace(value.charAt(end - 1))) {
            end--;
        }
        return value.substring(start, end);
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
}
