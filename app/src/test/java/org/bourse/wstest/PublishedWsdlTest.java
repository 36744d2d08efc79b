package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

/** {@code ?wsdl} publishes the committed contract, with the address the request came to. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PublishedWsdlTest {

    @LocalServerPort
    int port;

    @ParameterizedTest
    @ValueSource(strings = {WsTestEnvelopeTest.MAIN, WsTestEnvelopeTest.CONVENTIONAL})
    void publishedWsdlIsTheCommittedOneWithItsOwnAddress(String path) throws IOException {
        HttpResponse<byte[]> response = new SoapHttp(port).get(path + "?wsdl");
        assertThat(response.statusCode()).isEqualTo(200);
        Element published = Xml.parse(response.body()).getDocumentElement();

        Element committed;
        try (InputStream in = getClass().getResourceAsStream("/wsdl/WSTest.wsdl")) {
            committed = Xml.parse(in.readAllBytes()).getDocumentElement();
        }
        Element address = (Element) committed.getElementsByTagNameNS("http://schemas.xmlsoap.org/wsdl/soap/", "address").item(0);
        address.setAttribute("location", "http://127.0.0.1:" + port + path);

        assertThat(signature(published)).isEqualTo(signature(committed));
    }

    /**
     * Every element with its attributes, in document order within each top-level section: what a
     * WSDL says, minus formatting. The sections themselves are sorted, since CXF writes the messages
     * out in hash order.
     */
    private static List<String> signature(Element root) {
        List<String> sections = new ArrayList<>();
        for (Element section : Xml.children(root)) {
            List<String> lines = new ArrayList<>();
            walk(section, "", lines);
            sections.add(String.join("\n", lines));
        }
        Collections.sort(sections);
        return sections;
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

    /** Resolves a prefixed value (a QName like tns:TestNode) so that prefix choices do not matter. */
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
