package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The limits are settings: lowering them changes what is refused, and the parser follows. (The body size limit,
 * bourse.http.max-request-body, is the server's: app's ReceivedBodyTest.)
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
        "bourse.wstest.limits.max-list-nodes=50",
        "bourse.wstest.limits.max-struct-items=10"})
abstract class WsTestLimitSettingsContract {

    @LocalServerPort
    int port;

    @Test
    void loweredLimitsApply() {
        SoapHttp http = new SoapHttp(port);
        assertThat(http.post("/services/WSTest", "", Envelopes.echoList(50)).statusCode()).isEqualTo(200);
        assertThat(faultString(http.post("/services/WSTest", "", Envelopes.echoList(51))))
                .contains("the limit is 50 (bourse.wstest.limits.max-list-nodes)");
        assertThat(faultString(http.post("/services/WSTest", "", Envelopes.echoList(100))))
                .contains("Maximum Element Depth limit (66) Exceeded");
        assertThat(faultString(http.post("/WSTest/services/TestServiceSoap", "", Envelopes.echoStruct(11))))
                .contains("the limit is 10 (bourse.wstest.limits.max-struct-items)");
    }

    private static String faultString(HttpResponse<byte[]> response) {
        return Xml.child(Xml.bodyContent(Xml.parse(response.body())), "faultstring").getTextContent();
    }
}
