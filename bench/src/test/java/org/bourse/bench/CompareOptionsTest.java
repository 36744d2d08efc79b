package org.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class CompareOptionsTest {

    @Test
    void eachRoundReversesTheOrderOfTheLast() throws Exception {
        CompareOptions o = CompareOptions.parse("EchoVoid", "--a-url", "http://x:1", "--b-url", "http://y:2",
                "--rounds", "4");
        assertThat(o.order()).containsExactly("A", "B", "B", "A", "A", "B", "B", "A");
    }

    @Test
    void targetAndLoadOptionsGoWhereTheyBelong() throws Exception {
        CompareOptions o = CompareOptions.parse("EchoList-20", "--a-url=http://127.0.0.1:9/", "--a-pid", "12,13",
                "--b-jvm", "-Xmx1g -XX:+UseParallelGC", "--b-arg=--server.tomcat.threads.max=50", "--users", "8", "--duration=7", "--rounds=5");
        TargetSpec a = o.target(o.a);
        TargetSpec b = o.target(o.b);
        assertThat(a.started()).isFalse();
        assertThat(a.url()).isEqualTo("http://127.0.0.1:9");
        assertThat(a.pids()).containsExactly(12L, 13L);
        assertThat(b.started()).isTrue();
        assertThat(b.jvmOptions()).containsExactly("-Xmx1g", "-XX:+UseParallelGC");
        assertThat(b.arguments()).containsExactly("--server.tomcat.threads.max=50");
        assertThat(b.jar().toString()).endsWith("app/target/bourse.jar");
        assertThat(o.rounds).isEqualTo(5);
        assertThat(o.load.users).isEqualTo(8);
        assertThat(o.load.duration).isEqualTo(7);
        assertThat(o.load.workloads).isEqualTo(List.of("EchoList-20"));
        CompareOptions c = CompareOptions.parse("scenario", "--a-url", "http://127.0.0.1:18401", "--a-cgroup",
                "/libpod_parent/libpod-1", "--a-cgroup=/libpod_parent/libpod-2", "--a-topology", "topology-a.json");
        TargetSpec containers = c.target(c.a);
        assertThat(containers.cgroups()).containsExactly("/libpod_parent/libpod-1", "/libpod_parent/libpod-2");
        assertThat(containers.topology().toString()).isEqualTo("topology-a.json");
        assertThat(containers.pids()).isEmpty();
        CompareOptions w = CompareOptions.parse("EchoVoid", "--warmup-min", "400", "--warmup-max", "600");
        assertThat(w.warmupMin).isEqualTo(400);
    }

    @Test
    void contradictionsAreRefusedWithTheReason() throws Exception {
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--url", "http://x"))
                .hasMessageContaining("--a-url and --b-url");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--rounds", "2"))
                .hasMessageContaining("at least 3");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url")).hasMessage("--a-url needs a value");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--users")).hasMessage("--users needs a value");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--warmup-min", "400"))
                .hasMessage("--warmup-min must be between 0 and --warmup-max (300 s)");
        CompareOptions o = CompareOptions.parse("EchoVoid", "--a-url", "http://x:1", "--a-jvm", "-Xmx1g");
        assertThatThrownBy(() -> o.target(o.a)).hasMessageContaining("give one or the other");
        CompareOptions p = CompareOptions.parse("EchoVoid", "--a-pid", "1");
        assertThatThrownBy(() -> p.target(p.a)).hasMessageContaining("--a-pid needs --a-url");
        CompareOptions g = CompareOptions.parse("EchoVoid", "--b-cgroup", "/libpod_parent/libpod-1");
        assertThatThrownBy(() -> g.target(g.b)).hasMessageContaining("--b-cgroup needs --b-url");
    }

    @Test
    void targetsTakeHttpsUrlsAndHttp2EachOrBoth() throws Exception {
        CompareOptions o = CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443/", "--a-http2",
                "--b-url", "https://127.0.0.1:8443");
        assertThat(o.target(o.a).url()).isEqualTo("https://127.0.0.1:8443");
        assertThat(o.target(o.a).http2()).isTrue();
        assertThat(o.target(o.b).http2()).as("only A asked for HTTP/2").isFalse();
        CompareOptions both = CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--b-url",
                "https://127.0.0.1:9443", "--http2");
        assertThat(both.target(both.a).http2()).isTrue();
        assertThat(both.target(both.b).http2()).isTrue();
        // a server compare starts, with TLS switched on by its arguments
        CompareOptions started = CompareOptions.parse("EchoVoid", "--a-url", "http://127.0.0.1:8080", "--b-https",
                "--b-http2", "--b-arg=--spring.profiles.active=tls");
        TargetSpec b = started.target(started.b);
        assertThat(b.started()).isTrue();
        assertThat(b.https()).isTrue();
        assertThat(b.http2()).isTrue();
        assertThat(b.arguments()).containsExactly("--spring.profiles.active=tls");
    }

    @Test
    void badUrlsAndHttp2WithoutTlsAreRefusedNamingTheOption() throws Exception {
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--b-url", "ftp://127.0.0.1:21"))
                .hasMessage("--b-url takes http://HOST:PORT or https://HOST:PORT (the port written out; a path may"
                        + " follow), not 'ftp://127.0.0.1:21'");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "https://localhost"))
                .hasMessageStartingWith("--a-url takes http://HOST:PORT");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-port", "http"))
                .hasMessage("--a-port takes a port from 1 to 65535, not 'http'");
        CompareOptions plain = CompareOptions.parse("EchoVoid", "--a-url", "http://127.0.0.1:8080", "--a-http2");
        assertThatThrownBy(() -> plain.target(plain.a)).hasMessage("--a-http2 needs an https:// --a-url: Gatling"
                + " speaks HTTP/2 only over TLS, where the handshake negotiates it, not to http://127.0.0.1:8080");
        CompareOptions both = CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--http2");
        assertThatThrownBy(() -> both.target(both.b)).hasMessage("--http2 needs TLS: target B is started over plain"
                + " HTTP (give --b-https, and the arguments that switch its TLS on)");
        CompareOptions running = CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--a-https");
        assertThatThrownBy(() -> running.target(running.a)).hasMessage("target A: --a-https is for a server compare"
                + " starts; a running one's scheme is in its --a-url");
        // before any target is asked or started
        Compare compare = new Compare(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), null);
        assertThatThrownBy(() -> compare.run("EchoVoid", "--a-url", "https://127.0.0.1:1", "--b-url",
                "https://127.0.0.1:2", "--b-http2", "--method", "think")).hasMessage("--b-http2 cannot open a new"
                        + " connection per request (the think method of EchoVoid): HTTP/2 has no Connection: close");
    }
}
