package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.http.HttpResponse;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.WsdlSignature;
import org.bourse.testing.Xml;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.w3c.dom.Element;

/** {@code ?wsdl} publishes the committed contract, with the address the request came to. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class PublishedWsdlContract {

    @LocalServerPort
    int port;

    @ParameterizedTest
    @ValueSource(strings = {WsTestEnvelopeContract.MAIN, WsTestEnvelopeContract.CONVENTIONAL})
    void publishedWsdlIsTheCommittedOneWithItsOwnAddress(String path) throws IOException {
        HttpResponse<byte[]> response = new SoapHttp(port).get(path + "?wsdl");
        assertThat(response.statusCode()).isEqualTo(200);
        Element published = Xml.parse(response.body()).getDocumentElement();

        Element committed;
        try (InputStream in = getClass().getResourceAsStream("/wsdl/WSTest.wsdl")) {
            committed = Xml.parse(in.readAllBytes()).getDocumentElement();
        }
        WsdlSignature.setAddress(committed, "http://127.0.0.1:" + port + path);

        assertThat(WsdlSignature.of(published)).isEqualTo(WsdlSignature.of(committed));
    }
}
