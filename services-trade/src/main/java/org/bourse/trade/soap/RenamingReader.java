package org.bourse.trade.soap;

import javax.xml.namespace.NamespaceContext;
import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.util.StreamReaderDelegate;

/**
 * A request read with one namespace renamed ({@link RenamedNamespace#toInner}): element and attribute
 * names, namespace declarations and the namespace context all report the inner URI where the document
 * has the outer one. Nothing else changes, text included.
 */
final class RenamingReader extends StreamReaderDelegate {

    private final RenamedNamespace names;

    RenamingReader(XMLStreamReader reader, RenamedNamespace names) {
        super(reader);
        this.names = names;
    }

    @Override
    public String getNamespaceURI() {
        return names.toInner(super.getNamespaceURI());
    }

    @Override
    public String getNamespaceURI(String prefix) {
        return names.toInner(super.getNamespaceURI(prefix));
    }

    @Override
    public String getNamespaceURI(int index) {
        return names.toInner(super.getNamespaceURI(index));
    }

    @Override
    public QName getName() {
        return renamed(super.getName());
    }

    @Override
    public String getAttributeNamespace(int index) {
        return names.toInner(super.getAttributeNamespace(index));
    }

    @Override
    public QName getAttributeName(int index) {
        return renamed(super.getAttributeName(index));
    }

    @Override
    public String getAttributeValue(String namespaceUri, String localName) {
        return super.getAttributeValue(namespaceUri == null ? null : names.toOuter(namespaceUri), localName);
    }

    @Override
    public NamespaceContext getNamespaceContext() {
        return names.innerView(super.getNamespaceContext());
    }

    @Override
    public void require(int type, String namespaceUri, String localName) throws XMLStreamException {
        super.require(type, namespaceUri == null ? null : names.toOuter(namespaceUri), localName);
    }

    private QName renamed(QName name) {
        String uri = name.getNamespaceURI();
        String inner = names.toInner(uri);
        return inner == uri ? name : new QName(inner, name.getLocalPart(), name.getPrefix());
    }
}
