package org.bourse.app.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.BDDMockito.given;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.bourse.testing.SoapHttp;
import org.bourse.wstest.OrderSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.bean.override.mockito.MockitoBean;

/**
 * A real server failure is not bad input: it is logged once, at ERROR, with its stack trace (CXF wrote
 * it at WARN as "Application … has thrown exception, unwinding now").
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ExtendWith(OutputCaptureExtension.class)
abstract class SoapUnexpectedFailureContract {

    @LocalServerPort
    int port;

    @MockitoBean
    OrderSource orders;

    @Test
    void aFailureOfTheServiceIsOneErrorWithItsStackTrace(CapturedOutput output) {
        given(orders.order(1, 2, 3)).willThrow(new IllegalStateException("order table unreadable"));
        LogLines log = new LogLines(output);
        HttpResponse<byte[]> response = new SoapHttp(port).post("/services/WSTest", "\"\"",
                SoapBadInputLogContract.getOrder("1"));
        assertThat(response.statusCode()).isEqualTo(500);
        assertThat(new String(response.body(), StandardCharsets.UTF_8)).contains("<faultcode>soap:Server</faultcode>");
        List<String> lines = log.next();
        assertThat(lines).filteredOn(line -> line.contains(" ERROR ")).singleElement().asString()
                .contains("SoapFaultLog").contains("SOAP TestService.GetOrder failed unexpectedly");
        assertThat(lines).filteredOn(line -> line.contains("java.lang.IllegalStateException: order table unreadable"))
                .hasSize(1);
        assertThat(lines).anyMatch(LogLines::stackTrace);
        assertThat(lines).noneMatch(line -> line.contains(" WARN "));
    }
}
