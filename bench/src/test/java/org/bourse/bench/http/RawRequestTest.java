package org.bourse.bench.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RawRequestTest {

    @TempDir
    Path dir;

    @Test
    void aRequestWrittenAsOnTheWireIsReadBackWithoutHostAndLength() throws Exception {
        Path file = dir.resolve("echo.http");
        Files.writeString(file, "POST /services/WSTest HTTP/1.1\r\nHost: peer:8080\r\nContent-Type: text/xml\r\n"
                + "SOAPAction: \"uri:x/EchoVoid\"\r\nContent-Length: 99\r\n\r\n<a>body\n</a>", StandardCharsets.UTF_8);
        RawRequest r = RawRequest.read(file, 200);
        assertThat(r.method()).isEqualTo("POST");
        assertThat(r.path()).isEqualTo("/services/WSTest");
        assertThat(r.headers()).containsExactly("Content-Type: text/xml", "SOAPAction: \"uri:x/EchoVoid\"");
        assertThat(new String(r.body(), StandardCharsets.UTF_8)).isEqualTo("<a>body\n</a>");

        Properties p = new Properties();
        r.writeTo(p);
        RawRequest back = RawRequest.from(p);
        assertThat(back.headers()).isEqualTo(r.headers());
        assertThat(back.body()).isEqualTo(r.body());
        assertThat(back.describe()).isEqualTo("POST /services/WSTest (12 bytes)");
    }

    @Test
    void aFileThatIsNotARequestSaysWhy() throws Exception {
        Path file = dir.resolve("bad.http");
        Files.writeString(file, "hello world\n\n");
        assertThatThrownBy(() -> RawRequest.read(file, 200)).hasMessageContaining("request line");
        assertThat(RawRequest.get("primitive/ping", 200).path()).isEqualTo("/primitive/ping");
    }
}
