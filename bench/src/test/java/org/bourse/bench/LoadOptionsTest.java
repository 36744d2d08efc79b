package org.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/**
 * {@code --order-wait}: seconds from 0.001 to 3600, anything else refused with the option's range.
 * {@code --url}: http:// or https://, a port written out; {@code --http2} only over https and never with a
 * connection per request.
 */
class LoadOptionsTest {

    @Test
    void theOrderWaitDefaultsToTenSecondsAndTakesFractions() throws Exception {
        assertThat(LoadOptions.parse("trade-soap").orderWait).isEqualTo(10.0);
        assertThat(LoadOptions.parse("trade-soap", "--order-wait", "2.5").orderWait).isEqualTo(2.5);
    }

    @Test
    void anOrderWaitOutOfRangeOrNotANumberIsRefused() {
        for (String refused : new String[] {"0", "3601", "soon", "NaN"}) {
            assertThatThrownBy(() -> LoadOptions.parse("trade-soap", "--order-wait", refused)).as(refused)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--order-wait takes seconds from 0.001 to 3600, not '" + refused + "'");
        }
    }

    @Test
    void anHttpsUrlIsTakenAndTheRunSaysItsProtocol() throws Exception {
        LoadOptions o = LoadOptions.parse("EchoVoid", "--url", "HTTPS://127.0.0.1:8443/");
        assertThat(o.url).isEqualTo("https://127.0.0.1:8443");
        Workload echoVoid = Workload.named("EchoVoid").orElseThrow();
        assertThat(o.settings(echoVoid, "t", Path.of("x")).protocol()).isEqualTo("HTTP/1.1 over TLS");
        assertThat(LoadOptions.parse("EchoVoid").settings(echoVoid, "t", Path.of("x")).protocol()).isEqualTo("HTTP/1.1");
        LoadOptions h2 = LoadOptions.parse("EchoVoid", "--url", "https://localhost:8443", "--http2");
        assertThat(h2.http2).isTrue();
        RunSettings settings = h2.settings(echoVoid, "t", Path.of("x"));
        assertThat(settings.protocol()).isEqualTo("HTTP/2 over TLS");
        assertThat(GatlingRunner.describe(settings)).endsWith(", HTTP/2 over TLS");
        // handed to the simulation as a system property, and read back
        java.util.Properties p = new java.util.Properties();
        settings.writeTo(p);
        assertThat(RunSettings.from(p).http2()).isTrue();
    }

    @Test
    void aUrlOfAnotherSchemeOrWithoutItsPortIsRefusedNamingTheOption() {
        for (String refused : new String[] {"ftp://127.0.0.1:21", "http://127.0.0.1", "https://localhost",
                "127.0.0.1:8080", "http://127.0.0.1:8080/x?y=1", "http://127.0.0.1:99999", "http://"}) {
            assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--url", refused)).as(refused)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--url takes http://HOST:PORT or https://HOST:PORT (the port written out; a path may"
                            + " follow), not '" + refused + "'");
        }
    }

    @Test
    void badUrlsAndHttp2OverPlainHttpAreUsageErrors() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Load load = new Load(new PrintStream(printed, true, StandardCharsets.UTF_8), null);
        assertThatThrownBy(() -> load.run("EchoVoid", "--url", "ftp://127.0.0.1:21"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--url takes http://HOST:PORT");
        assertThatThrownBy(() -> load.run("EchoVoid", "--url", "http://127.0.0.1:8080", "--http2"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--http2 needs an https:// --url: Gatling speaks HTTP/2 only over TLS, where the handshake"
                        + " negotiates it, not to http://127.0.0.1:8080");
        // the default URL is plain HTTP too
        assertThatThrownBy(() -> load.run("EchoVoid", "--http2")).hasMessageStartingWith("--http2 needs an https:// --url");
        assertThatThrownBy(() -> load.run("EchoList-20", "--url", "https://127.0.0.1:8443", "--http2", "--method", "think"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--http2 cannot open a new connection per request (the think method of EchoList-20):"
                        + " HTTP/2 has no Connection: close");
        assertThatThrownBy(() -> load.run("--suite", "wstest-think", "--url", "https://127.0.0.1:8443", "--http2"))
                .hasMessageStartingWith("--http2 cannot open a new connection per request");
        // nothing was probed or run
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void theHelpSaysHowHttpsAndHttp2Go() {
        assertThat(LoadOptions.help()).contains("--url URL", "https://HOST:PORT", "--http2", "loopback");
    }
}
