package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;

/**
 * The response as the writers describe it, element by element, in the WSTest namespace. Two forms:
 * {@link RawMarkup} writes the very bytes JAXB writes (the server's case), {@link ApiMarkup} the same XML
 * through the plain StAX calls, for a writer that takes no raw text.
 */
interface Markup {

    /** The response element, declaring the WSTest namespace as the default one, as JAXB does. */
    void root(String name) throws XMLStreamException;

    void start(String name) throws XMLStreamException;

    /** On the element just started: declares the xsi prefix and gives its {@code xsi:type}. */
    void xsiType(String type) throws XMLStreamException;

    /** A whole nil element; {@code xsiDeclared} when an enclosing element already declares the xsi prefix. */
    void nil(String name, boolean xsiDeclared) throws XMLStreamException;

    void text(String text) throws XMLStreamException;

    void number(int value) throws XMLStreamException;

    void number(float value) throws XMLStreamException;

    void base64(byte[] bytes) throws XMLStreamException;

    void end(String name) throws XMLStreamException;

    /** Hands what is still held to the writer. */
    void finish() throws XMLStreamException;

    /** A whole element holding {@code value}. */
    default void element(String name, int value) throws XMLStreamException {
        start(name);
        number(value);
        end(name);
    }

    /** A whole element holding {@code value}. */
    default void element(String name, float value) throws XMLStreamException {
        start(name);
        number(value);
        end(name);
    }

    /** A whole element holding {@code text}; {@code ""} makes it {@code <name></name>}, as with JAXB. */
    default void element(String name, String text) throws XMLStreamException {
        start(name);
        text(text);
        end(name);
    }
}
