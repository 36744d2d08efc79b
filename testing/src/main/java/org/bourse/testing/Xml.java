package org.bourse.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/** Namespace-aware parsing and element-by-element comparison of SOAP messages. */
public final class Xml {

    public static final String SOAP_NS = "http://schemas.xmlsoap.org/soap/envelope/";

    private Xml() {
    }

    public static Document parse(byte[] xml) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setNamespaceAware(true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            // JDK 24+ caps depth at 100 by default; a 500-node EchoList nests about 505 deep.
            f.setAttribute("http://www.oracle.com/xml/jaxp/properties/maxElementDepth", "2000");
            return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml));
        } catch (Exception e) {
            throw new AssertionError("Response is not well-formed XML (" + xml.length + " bytes): " + e.getMessage(), e);
        }
    }

    public static List<Element> children(Element e) {
        List<Element> out = new ArrayList<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c) {
                out.add(c);
            }
        }
        return out;
    }

    public static Element child(Element e, String localName) {
        List<Element> matches = children(e).stream().filter(c -> localName.equals(c.getLocalName())).toList();
        assertThat(matches).as("<%s> children named %s", e.getLocalName(), localName).hasSize(1);
        return matches.get(0);
    }

    /** The single element inside soap:Body, after checking the envelope's shape. */
    public static Element bodyContent(Document doc) {
        Element envelope = doc.getDocumentElement();
        assertThat(envelope.getNamespaceURI()).isEqualTo(SOAP_NS);
        assertThat(envelope.getLocalName()).isEqualTo("Envelope");
        Element body = child(envelope, "Body");
        assertThat(body.getNamespaceURI()).isEqualTo(SOAP_NS);
        List<Element> content = children(body);
        assertThat(content).as("elements in soap:Body").hasSize(1);
        return content.get(0);
    }

    /**
     * Asserts that two element trees have the same children, in the same order, with the same
     * namespaces, names, nil markers and leaf text. The roots' own names are not compared, so a
     * request element can be compared with the response element that echoes it.
     */
    public static void assertSameContent(Element expected, Element actual, String path) {
        assertThat(isNil(actual)).as("xsi:nil of %s", path).isEqualTo(isNil(expected));
        List<Element> want = children(expected);
        List<Element> got = children(actual);
        assertThat(names(got)).as("children of %s", path).isEqualTo(names(want));
        if (want.isEmpty()) {
            assertThat(actual.getTextContent()).as("text of %s", path).isEqualTo(expected.getTextContent());
        }
        for (int k = 0; k < want.size(); k++) {
            assertSameContent(want.get(k), got.get(k), path + "/" + want.get(k).getLocalName() + "[" + k + "]");
        }
    }

    private static boolean isNil(Element e) {
        return "true".equals(e.getAttributeNS("http://www.w3.org/2001/XMLSchema-instance", "nil"));
    }

    private static List<String> names(List<Element> elements) {
        return elements.stream().map(e -> "{" + e.getNamespaceURI() + "}" + e.getLocalName()).toList();
    }
}
