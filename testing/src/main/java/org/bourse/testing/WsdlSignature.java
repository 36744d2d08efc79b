package org.bourse.testing;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;

import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/**
 * What a WSDL says, minus formatting: every element with its attributes, in document order within
 * each top-level section. The sections themselves are sorted, since CXF writes the messages out in
 * hash order, and prefixed values (QNames such as {@code tns:Order}) are resolved, so prefix choices
 * do not matter.
 */
public final class WsdlSignature {

    public static final String WSDL_SOAP_NS = "http://schemas.xmlsoap.org/wsdl/soap/";

    private WsdlSignature() {
    }

    public static List<String> of(Element definitions) {
        List<String> sections = new ArrayList<>();
        for (Element section : Xml.children(definitions)) {
            List<String> lines = new ArrayList<>();
            walk(section, "", lines);
            sections.add(String.join("\n", lines));
        }
        Collections.sort(sections);
        return sections;
    }

    /** Points the (single) soap:address of a WSDL at {@code location}, as CXF does when it serves one. */
    public static void setAddress(Element definitions, String location) {
        Element address = (Element) definitions.getElementsByTagNameNS(WSDL_SOAP_NS, "address").item(0);
        address.setAttribute("location", location);
    }

    private static void walk(Element e, String parent, List<String> out) {
        String path = parent + "/{" + e.getNamespaceURI() + "}" + e.getLocalName();
        TreeMap<String, String> attributes = new TreeMap<>();
        NamedNodeMap map = e.getAttributes();
        for (int k = 0; k < map.getLength(); k++) {
            Node a = map.item(k);
            if (!"http://www.w3.org/2000/xmlns/".equals(a.getNamespaceURI())) {
                attributes.put(a.getLocalName(), qualified(e, a.getNodeValue()));
            }
        }
        out.add(path + " " + attributes);
        for (Element child : Xml.children(e)) {
            walk(child, path, out);
        }
    }

    private static String qualified(Element scope, String value) {
        int colon = value.indexOf(':');
        if (colon > 0 && !value.contains("/")) {
            String ns = scope.lookupNamespaceURI(value.substring(0, colon));
            if (ns != null) {
                return "{" + ns + "}" + value.substring(colon + 1);
            }
        }
        return value;
    }
}
