package org.bourse.trade.soap;

import javax.xml.namespace.NamespaceContext;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.staxutils.DelegatingXMLStreamWriter;

/**
 * A response written with one namespace renamed ({@link RenamedNamespace#toOuter}): whatever the
 * bound types write in the inner namespace — elements, attributes, declarations, prefixes — goes on
 * the wire in the outer one. Text is written as given.
 */
final class RenamingWriter extends DelegatingXMLStreamWriter {

    private final RenamedNamespace names;

    RenamingWriter(XMLStreamWriter writer, RenamedNamespace names) {
        super(writer);
        this.names = names;
    }

    @Override
    public void writeStartElement(String prefix, String local, String uri) throws XMLStreamException {
        super.writeStartElement(prefix, local, names.toOuter(uri));
    }

    @Override
    public void writeStartElement(String uri, String local) throws XMLStreamException {
        super.writeStartElement(names.toOuter(uri), local);
    }

    @Override
    public void writeEmptyElement(String prefix, String local, String uri) throws XMLStreamException {
        super.writeEmptyElement(prefix, local, names.toOuter(uri));
    }

    @Override
    public void writeEmptyElement(String uri, String local) throws XMLStreamException {
        super.writeEmptyElement(names.toOuter(uri), local);
    }

    @Override
    public void writeAttribute(String prefix, String uri, String local, String value) throws XMLStreamException {
        super.writeAttribute(prefix, names.toOuter(uri), local, value);
    }

    @Override
    public void writeAttribute(String uri, String local, String value) throws XMLStreamException {
        super.writeAttribute(names.toOuter(uri), local, value);
    }

    @Override
    public void writeNamespace(String prefix, String uri) throws XMLStreamException {
        super.writeNamespace(prefix, names.toOuter(uri));
    }

    @Override
    public void writeDefaultNamespace(String uri) throws XMLStreamException {
        super.writeDefaultNamespace(names.toOuter(uri));
    }

    @Override
    public void setPrefix(String prefix, String uri) throws XMLStreamException {
        super.setPrefix(prefix, names.toOuter(uri));
    }

    @Override
    public void setDefaultNamespace(String uri) throws XMLStreamException {
        super.setDefaultNamespace(names.toOuter(uri));
    }

    @Override
    public String getPrefix(String uri) throws XMLStreamException {
        return super.getPrefix(names.toOuter(uri));
    }

    @Override
    public NamespaceContext getNamespaceContext() {
        return names.innerView(super.getNamespaceContext());
    }

    @Override
    public void setNamespaceContext(NamespaceContext context) throws XMLStreamException {
        super.setNamespaceContext(names.outerView(context));
    }
}
