package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.bourse.xml.XsdNumbers;

/**
 * The markup through the plain StAX calls, for a writer that takes no raw text (not CXF's on the WSTest
 * endpoint, unless something like schema validation or a SOAP handler buffers the response): the same
 * XML as {@link RawMarkup}, though the writer's own escaping and empty-element forms decide the bytes.
 */
final class ApiMarkup implements Markup {

    private final XMLStreamWriter writer;

    ApiMarkup(XMLStreamWriter writer) {
        this.writer = writer;
    }

    @Override
    public void root(String name) throws XMLStreamException {
        writer.writeStartElement("", name, Wire.NS);
        writer.writeDefaultNamespace(Wire.NS);
    }

    @Override
    public void start(String name) throws XMLStreamException {
        writer.writeStartElement("", name, Wire.NS);
    }

    @Override
    public void xsiType(String type) throws XMLStreamException {
        writer.writeNamespace("xsi", Wire.XSI);
        writer.writeAttribute("xsi", Wire.XSI, "type", type);
    }

    @Override
    public void nil(String name, boolean xsiDeclared) throws XMLStreamException {
        writer.writeEmptyElement("", name, Wire.NS);
        if (!xsiDeclared) {
            writer.writeNamespace("xsi", Wire.XSI);
        }
        writer.writeAttribute("xsi", Wire.XSI, "nil", "true");
    }

    /** A carriage return goes as a character reference: written raw, a parser would read it as a line feed. */
    @Override
    public void text(String text) throws XMLStreamException {
        int from = 0;
        for (int cr = text.indexOf('\r'); cr >= 0; cr = text.indexOf('\r', from)) {
            writer.writeCharacters(text.substring(from, cr));
            writer.writeEntityRef("#13");
            from = cr + 1;
        }
        writer.writeCharacters(from == 0 ? text : text.substring(from));
    }

    @Override
    public void number(int value) throws XMLStreamException {
        writer.writeCharacters(Integer.toString(value));
    }

    @Override
    public void number(float value) throws XMLStreamException {
        writer.writeCharacters(XsdNumbers.printFloat(value));
    }

    @Override
    public void base64(byte[] bytes) throws XMLStreamException {
        char[] text = new char[Base64Text.encodedLength(bytes.length)];
        Base64Text.encode(bytes, 0, bytes.length, text, 0);
        writer.writeCharacters(text, 0, text.length);
    }

    @Override
    public void end(String name) throws XMLStreamException {
        writer.writeEndElement();
    }

    @Override
    public void finish() {
        // Nothing held here.
    }
}
