package org.bourse.app.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;

import org.bourse.testing.SoapHttp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A burst of bad requests writes at most one line per kind in each interval, whichever endpoint they
 * go to. The interval is an hour here, so the count does not depend on how fast a busy machine sends
 * the burst (the default is 1 s; soap-transport's ThrottledLinesTest covers intervals and the counts of lines
 * held back). CXF wrote some 60 lines for each of these.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.soap.bad-input-log-interval=1h")
@ExtendWith(OutputCaptureExtension.class)
abstract class SoapBadInputBurstContract {

    @LocalServerPort
    int port;

    @Test
    void aHundredBadRequestsWriteOneLinePerKind(CapturedOutput output) {
        LogLines log = new LogLines(output);
        SoapHttp http = new SoapHttp(port);
        String[][] requests = {
            {SoapBadInputLogContract.WSTEST, SoapBadInputLogContract.getOrder("4294967297")},
            {SoapBadInputLogContract.TRADE, SoapBadInputLogContract.tradeOp("getHolding", "<holdingID>4294967336</holdingID>")},
            {SoapBadInputLogContract.WSTEST, SoapBadInputLogContract.getOrder("1").replace("</GetOrder>", "")},
            {SoapBadInputLogContract.TRADE, SoapBadInputLogContract.envelope("")},
        };
        for (int k = 0; k < 100; k++) {
            String[] request = requests[k % requests.length];
            HttpResponse<byte[]> response = http.post(request[0], "\"\"", request[1]);
            assertThat(response.statusCode()).isEqualTo(500);
        }
        List<String> lines = log.next();
        assertThat(lines).noneMatch(LogLines::stackTrace);
        List<String> soap = lines.stream().filter(LogLines::fromTheSoapStack).toList();
        assertThat(soap).as(String.join("\n", lines)).hasSize(3)
                .anyMatch(line -> line.contains(" refused (a value not of its type): "))
                .anyMatch(line -> line.contains(" refused (malformed XML): "))
                .anyMatch(line -> line.contains(" refused (no such operation): "));
    }
}
