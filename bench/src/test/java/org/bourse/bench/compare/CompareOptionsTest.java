package org.bourse.bench.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.bourse.bench.cli.CommandLines;
import org.junit.jupiter.api.Test;

/**
 * bench/compare's command line: the targets' options go to their target, the others to the load, every form
 * the docs and scripts use parses, contradictions are refused with the reason, and the help lists every option.
 */
class CompareOptionsTest {

    @Test
    void eachRoundReversesTheOrderOfTheLast() {
        CompareOptions o = parse("EchoVoid", "--a-url", "http://x:1", "--b-url", "http://y:2", "--rounds", "4");
        assertThat(o.order()).containsExactly("A", "B", "B", "A", "A", "B", "B", "A");
    }

    @Test
    void targetAndLoadOptionsGoWhereTheyBelong() {
        CompareOptions o = parse("EchoList-20", "--a-url=http://127.0.0.1:9/", "--a-pid", "12,13",
                "--b-jvm", "-Xmx1g -XX:+UseParallelGC", "--b-arg=--server.tomcat.threads.max=50", "--users", "8",
                "--duration=7", "--rounds=5");
        TargetSpec a = o.a();
        TargetSpec b = o.b();
        assertThat(a.started()).isFalse();
        assertThat(a.url()).isEqualTo("http://127.0.0.1:9");
        assertThat(a.pids()).containsExactly(12L, 13L);
        assertThat(b.started()).isTrue();
        assertThat(b.jvmOptions()).containsExactly("-Xmx1g", "-XX:+UseParallelGC");
        assertThat(b.arguments()).containsExactly("--server.tomcat.threads.max=50");
        assertThat(b.jar().toString()).endsWith("app/target/bourse.jar");
        assertThat(o.rounds()).isEqualTo(5);
        assertThat(o.load().users()).isEqualTo(8);
        assertThat(o.load().duration()).isEqualTo(7);
        assertThat(o.workload().name()).isEqualTo("EchoList-20");
        CompareOptions c = parse("scenario", "--a-url", "http://127.0.0.1:18401", "--a-cgroup",
                "/libpod_parent/libpod-1", "--a-cgroup=/libpod_parent/libpod-2", "--a-topology", "topology-a.json",
                "--b-url", "http://127.0.0.1:18402", "--no-checks");
        TargetSpec containers = c.a();
        assertThat(containers.cgroups()).containsExactly("/libpod_parent/libpod-1", "/libpod_parent/libpod-2");
        assertThat(containers.topology().toString()).isEqualTo("topology-a.json");
        assertThat(containers.pids()).isEmpty();
        CompareOptions w = parse("EchoVoid", "--warmup-min", "400", "--warmup-max", "600");
        assertThat(w.warmup().minSeconds()).isEqualTo(400);
    }

    @Test
    void theFormsTheDocsUseAllParse() {
        // server arguments that look like options, joined or not; JVM options repeated; labels with spaces
        CompareOptions o = parse("scenario", "--a-label", "sessions in memory", "--b-label", "sessions: jdbc",
                "--a-java", "/usr/lib/jvm/java-17-openjdk-amd64", "--a-jvm", "-Xmx1g -XX:+UseG1GC", "--a-jvm", "-Xms1g",
                "--a-arg=--spring.profiles.active=benchmark", "--b-arg", "--spring.profiles.active=benchmark",
                "--a-arg", "--bourse.passwords.bcrypt-strength=4", "--b-arg=--bourse.sessions.store=jdbc",
                "--admin-password", "measure", "--rounds", "3", "--duration", "45", "--warmup-max", "240",
                "--users", "32", "--reset", "--no-pin", "--name", "sessions");
        assertThat(o.a().label()).isEqualTo("sessions in memory");
        assertThat(o.a().java()).isEqualTo("/usr/lib/jvm/java-17-openjdk-amd64");
        assertThat(o.a().jvmOptions()).containsExactly("-Xmx1g", "-XX:+UseG1GC", "-Xms1g");
        assertThat(o.a().arguments()).containsExactly("--spring.profiles.active=benchmark",
                "--bourse.passwords.bcrypt-strength=4");
        assertThat(o.b().arguments()).containsExactly("--spring.profiles.active=benchmark",
                "--bourse.sessions.store=jdbc");
        assertThat(o.admin().password()).isEqualTo("measure");
        assertThat(o.admin().reset()).isTrue();
        assertThat(o.warmup().maxSeconds()).isEqualTo(240);
        assertThat(o.serverCpus()).as("--no-pin").isNull();
        assertThat(o.name()).isEqualTo("sessions");
        CompareOptions http = parse("http", "--request", "my-echo.http", "--a-url", "http://127.0.0.1:8080", "--a-pid",
                "1234", "--b-url", "http://127.0.0.1:9080", "--b-pid", "5678,5679");
        assertThat(http.requests().httpFile().toString()).isEqualTo("my-echo.http");
        assertThat(http.b().pids()).containsExactly(5678L, 5679L);
        // bench/compare's own defaults: a shorter run than bench/load's, no ramp, servers on CPU 0
        assertThat(http.load().duration()).isEqualTo(30);
        assertThat(http.load().ramp()).isZero();
        assertThat(http.serverCpus()).isEqualTo("0");
    }

    @Test
    void contradictionsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--url", "http://x"))
                .hasMessage("bench/compare takes --a-url and --b-url (or --a-jar… to start them), not --url");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--rounds", "2")).hasMessageContaining("at least 3");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url")).hasMessage("--a-url needs a value");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--users")).hasMessage("--users needs a value");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--warmup-min", "400"))
                .hasMessage("--warmup-min must be between 0 and --warmup-max (300 s)");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--steady-window", "1"))
                .hasMessage("--steady-window must be at least 2");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "GetOrder-20"))
                .hasMessage("bench/compare compares on one workload at a time, not 2");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "http://x:1", "--a-jvm", "-Xmx1g"))
                .hasMessageContaining("give one or the other");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-pid", "1")).hasMessageContaining("--a-pid needs --a-url");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--b-cgroup", "/libpod_parent/libpod-1"))
                .hasMessageContaining("--b-cgroup needs --b-url");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--c-url", "http://x:1"))
                .hasMessage("unknown option --c-url (see --help)");
    }

    @Test
    void targetsTakeHttpsUrlsAndHttp2EachOrBoth() {
        CompareOptions o = parse("EchoVoid", "--a-url", "https://127.0.0.1:8443/", "--a-http2", "--b-url",
                "https://127.0.0.1:8443");
        assertThat(o.a().url()).isEqualTo("https://127.0.0.1:8443");
        assertThat(o.a().http2()).isTrue();
        assertThat(o.b().http2()).as("only A asked for HTTP/2").isFalse();
        CompareOptions both = parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--b-url", "https://127.0.0.1:9443",
                "--http2");
        assertThat(both.a().http2()).isTrue();
        assertThat(both.b().http2()).isTrue();
        // a server compare starts, with TLS switched on by its arguments
        TargetSpec b = parse("EchoVoid", "--a-url", "http://127.0.0.1:8080", "--b-https", "--b-http2",
                "--b-arg=--spring.profiles.active=tls").b();
        assertThat(b.started()).isTrue();
        assertThat(b.https()).isTrue();
        assertThat(b.http2()).isTrue();
        assertThat(b.arguments()).containsExactly("--spring.profiles.active=tls");
    }

    @Test
    void badUrlsAndHttp2WithoutTlsAreRefusedNamingTheOption() {
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--b-url", "ftp://127.0.0.1:21"))
                .hasMessage("--b-url takes http://HOST:PORT or https://HOST:PORT (the port written out; a path may"
                        + " follow), not 'ftp://127.0.0.1:21'");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "https://localhost"))
                .hasMessageStartingWith("--a-url takes http://HOST:PORT");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-port", "http"))
                .hasMessage("--a-port takes a port from 1 to 65535, not 'http'");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-pid", "12,x"))
                .hasMessage("--a-pid takes process ids, not 'x'");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "http://127.0.0.1:8080", "--a-http2"))
                .hasMessage("--a-http2 needs an https:// --a-url: Gatling speaks HTTP/2 only over TLS, where the"
                        + " handshake negotiates it, not to http://127.0.0.1:8080");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--http2"))
                .hasMessage("--http2 needs TLS: target B is started over plain HTTP (give --b-https, and the arguments"
                        + " that switch its TLS on)");
        assertThatThrownBy(() -> CompareOptions.parse("EchoVoid", "--a-url", "https://127.0.0.1:8443", "--a-https"))
                .hasMessage("target A: --a-https is for a server compare starts; a running one's scheme is in its"
                        + " --a-url");
        // before any target is asked or started
        Compare compare = new Compare(new PrintStream(java.io.OutputStream.nullOutputStream()), null);
        assertThatThrownBy(() -> compare.run("EchoVoid", "--a-url", "https://127.0.0.1:1", "--b-url",
                "https://127.0.0.1:2", "--b-http2", "--method", "think")).hasMessage("--b-http2 cannot open a new"
                        + " connection per request (the think method of EchoVoid): HTTP/2 has no Connection: close");
    }

    @Test
    void theHelpListsEveryOptionOfBothTargetsAndIsWhatHelpPrints() throws Exception {
        String help = CompareOptions.help();
        List<String> names = CommandLines.optionNames(new CompareCommandLine());
        assertThat(names).contains("--a-url", "--b-url", "--a-arg", "--b-arg", "--a-http2", "--b-label", "--rounds",
                "--warmup-min", "--no-pin", "--users", "--duration", "--reset", "--profile", "--path", "--results")
                .doesNotContain("--url", "--find-peak", "--suite");
        assertThat(help).contains(names);
        assertThat(help).contains("Usage: bench/compare WORKLOAD", "(0.25)", "Exit status:", "no round had both");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int status = new Compare(new PrintStream(printed, true, StandardCharsets.UTF_8), null).run("--help");
        assertThat(status).isZero();
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEqualTo(help);
    }

    private static CompareOptions parse(String... args) {
        return CompareOptions.parse(args).orElseThrow();
    }
}
