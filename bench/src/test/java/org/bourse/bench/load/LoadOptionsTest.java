package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.bourse.bench.cli.CommandLines;
import org.bourse.bench.gatling.GatlingRunner;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.RunSettings;
import org.junit.jupiter.api.Test;

/**
 * bench/load's command line: every form the docs and scripts use, the checks with their messages, and the
 * help, which lists every option with its default. {@code --order-wait}: seconds from 0.001 to 3600.
 * {@code --url}: http:// or https://, a port written out; {@code --http2} only over https and never with a
 * connection per request.
 */
class LoadOptionsTest {

    @Test
    void theOrderWaitDefaultsToTenSecondsAndTakesFractions() {
        assertThat(parse("trade-soap").load().orderWait()).isEqualTo(10.0);
        assertThat(parse("trade-soap", "--order-wait", "2.5").load().orderWait()).isEqualTo(2.5);
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
    void theFormsTheDocsUseAllParse() {
        LoadOptions o = parse("EchoList-20", "--method", "think", "--users", "2000", "--ramp", "60", "--duration", "120");
        assertThat(o.workloads()).containsExactly("EchoList-20");
        assertThat(o.load().method()).isEqualTo(Methodology.THINK);
        assertThat(o.load().users()).isEqualTo(2000);
        assertThat(o.load().ramp()).isEqualTo(60);
        assertThat(o.load().duration()).isEqualTo(120);
        // short forms, joined values, workloads after options, a repeated option's last value
        LoadOptions s = parse("-c", "4", "--count=300", "EchoVoid", "-d", "9", "GetOrder-20", "--users=8", "-n", "5");
        assertThat(s.workloads()).containsExactly("EchoVoid", "GetOrder-20");
        assertThat(s.load().users()).isEqualTo(8);
        assertThat(s.load().count()).isEqualTo(5);
        assertThat(s.load().duration()).isEqualTo(9);
        LoadOptions suite = parse("--suite", "wstest-think", "EchoList-20", "GetOrder-20", "--duration", "60");
        assertThat(suite.suite()).isEqualTo("wstest-think");
        assertThat(suite.workloads()).containsExactly("EchoList-20", "GetOrder-20");
        LoadOptions profiled = parse("scenario", "--reset", "--connections", "32", "--profile", "--server-pid",
                "12345,12346", "--server-pid", "7", "--profiler", "jfr", "--no-checks", "--find-peak");
        assertThat(profiled.serverPids()).containsExactly(12345L, 12346L, 7L);
        assertThat(profiled.profile().on()).isTrue();
        assertThat(profiled.admin().reset()).isTrue();
        assertThat(profiled.admin().checks()).isFalse();
        assertThat(profiled.peak().on()).isTrue();
        assertThat(parse("http", "--profiler", "async").profile().on()).as("--profiler implies --profile").isTrue();
        assertThat(parse("http", "--path", "/primitive/ping").requests().httpPath()).isEqualTo("/primitive/ping");
    }

    @Test
    void unsetNumbersTakeTheWorkloadsDefaults() {
        LoadOptions o = parse("EchoVoid");
        assertThat(o.url()).isEqualTo("http://127.0.0.1:8080");
        assertThat(o.urlGiven()).isFalse();
        assertThat(o.load().users(Workload.named("scenario").orElseThrow())).isEqualTo(32);
        assertThat(o.load().duration()).isEqualTo(60);
        assertThat(parse("EchoVoid", "--count", "10").load().duration()).isEqualTo(600);
        LoadOptions think = parse("EchoVoid", "--method", "THINK");
        assertThat(think.load().ramp(Workload.named("EchoVoid").orElseThrow())).as("1000 users start over 20 s")
                .isEqualTo(20);
        assertThat(o.folders().results()).isEqualTo(o.folders().home().resolve("bench/results"));
        assertThat(o.requests().wstest()).isEqualTo(o.folders().home().resolve("bench/wstest/requests"));
    }

    @Test
    void badValuesAndUnknownOptionsAreUsageErrorsNamingTheOption() {
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--users")).hasMessage("--users needs a value");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--users", "0")).hasMessage("--users must be at least 1");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "-c", "many"))
                .hasMessage("--users takes a whole number, not 'many'");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--ramp", "-1")).hasMessage("--ramp must not be negative");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--think", "x")).hasMessage("--think takes a number, not 'x'");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--method", "open"))
                .hasMessage("--method takes saturation or think, not 'open'");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--profiler", "perf"))
                .hasMessage("--profiler takes auto, async or jfr, not 'perf'");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--server-pid", "1,x"))
                .hasMessage("--server-pid takes a whole number, not 'x'");
        assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--nope=1")).hasMessage("unknown option --nope (see --help)");
    }

    @Test
    void aRateIsTheOpenModelAndEveryRunSaysWhichModelItUses() {
        Workload echoVoid = Workload.named("EchoVoid").orElseThrow();
        LoadOptions open = parse("EchoVoid", "--rate", "12.5", "--ramp", "2", "--duration", "30");
        RunSettings settings = open.settings(echoVoid, "t", Path.of("x"));
        assertThat(settings.open()).isTrue();
        assertThat(GatlingRunner.describe(settings)).isEqualTo("open model, 12.5 arrivals/s, ramp 2 s, 30 s, HTTP/1.1");
        java.util.Properties p = new java.util.Properties();
        settings.writeTo(p);
        assertThat(RunSettings.from(p).rate()).isEqualTo(12.5);
        RunSettings closed = parse("EchoVoid", "--users", "4", "--ramp", "0", "--duration", "9")
                .settings(echoVoid, "t", Path.of("x"));
        assertThat(closed.open()).isFalse();
        assertThat(GatlingRunner.describe(closed)).isEqualTo("saturation, 4 users (closed model), ramp 0 s, 9 s, HTTP/1.1");
    }

    @Test
    void aRateThatIsNoRateOrBesideTheClosedModelsOptionsIsAUsageErrorNamingTheOption() {
        for (String refused : new String[] {"0", "-5", "fast", "NaN", "Infinity", "1000001", ""}) {
            assertThatThrownBy(() -> LoadOptions.parse("EchoVoid", "--rate", refused)).as(refused)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--rate takes arrivals per second, more than 0 and at most 1000000, not '" + refused + "'");
        }
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Load load = new Load(new PrintStream(printed, true, StandardCharsets.UTF_8), null);
        assertThatThrownBy(() -> load.run("EchoVoid", "--rate", "10", "--count", "100"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("--rate and --count cannot go together");
        assertThatThrownBy(() -> load.run("EchoVoid", "--rate", "10", "--users", "4"))
                .hasMessageStartingWith("--rate and --users cannot go together");
        assertThatThrownBy(() -> load.run("EchoVoid", "--rate", "10", "--method", "think"))
                .hasMessageStartingWith("--rate and --method think cannot go together");
        assertThatThrownBy(() -> load.run("EchoVoid", "--rate", "10", "--find-peak"))
                .hasMessageStartingWith("--rate and --find-peak cannot go together");
        assertThatThrownBy(() -> load.run("--suite", "wstest-saturation", "--rate", "10"))
                .hasMessageStartingWith("--rate and --suite cannot go together");
        // nothing was probed or run
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void aRateSearchTakesABoundAndRefusesWhatIsNoBoundOrTheClosedModel() {
        LoadOptions o = parse("scenario", "--find-rate", "p99.9<=2s", "--rate-start", "5", "--rate-precision", "2.5");
        assertThat(o.rateSearch().bound()).isEqualTo(new RateBound(99.9, 2000));
        assertThat(o.rateSearch().bound()).hasToString("p99.9<=2000ms");
        assertThat(o.rateSearch().start()).isEqualTo(5.0);
        assertThat(o.rateSearch().precision()).isEqualTo(2.5);
        assertThat(parse("scenario").rateSearch().on()).isFalse();
        for (String refused : new String[] {"p99", "p99<100ms", "p95<=100ms", "p99<=0ms", "p99<=ms", "100ms", "p99<=1h",
                "p99<=99999999ms"}) {
            assertThatThrownBy(() -> LoadOptions.parse("scenario", "--find-rate", refused)).as(refused)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--find-rate takes a bound such as p99<=100ms (p50, p90, p99 or p99.9; ms or s, at least"
                            + " 1 ms), not '" + refused + "'");
        }
        assertThatThrownBy(() -> LoadOptions.parse("scenario", "--find-rate", "p99<=100ms", "--rate-precision", "0"))
                .hasMessage("--rate-precision takes a percentage, more than 0 and at most 100, not '0'");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        Load load = new Load(new PrintStream(printed, true, StandardCharsets.UTF_8), null);
        assertThatThrownBy(() -> load.run("EchoVoid", "--find-rate", "p99<=100ms", "--rate", "10"))
                .hasMessageStartingWith("--find-rate and --rate cannot go together");
        assertThatThrownBy(() -> load.run("EchoVoid", "--find-rate", "p99<=100ms", "--users", "3"))
                .hasMessageStartingWith("--find-rate and --users cannot go together");
        assertThatThrownBy(() -> load.run("EchoVoid", "--find-rate", "p99<=100ms", "--find-peak"))
                .hasMessageStartingWith("--find-rate and --find-peak cannot go together");
        assertThatThrownBy(() -> load.run("--suite", "wstest-saturation", "--find-rate", "p99<=100ms"))
                .hasMessageStartingWith("--find-rate and --suite cannot go together");
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void anHttpsUrlIsTakenAndTheRunSaysItsProtocol() {
        LoadOptions o = parse("EchoVoid", "--url", "HTTPS://127.0.0.1:8443/");
        assertThat(o.url()).isEqualTo("https://127.0.0.1:8443");
        assertThat(o.urlGiven()).isTrue();
        Workload echoVoid = Workload.named("EchoVoid").orElseThrow();
        assertThat(o.settings(echoVoid, "t", Path.of("x")).protocol()).isEqualTo("HTTP/1.1 over TLS");
        assertThat(parse("EchoVoid").settings(echoVoid, "t", Path.of("x")).protocol()).isEqualTo("HTTP/1.1");
        LoadOptions h2 = parse("EchoVoid", "--url", "https://localhost:8443", "--http2");
        assertThat(h2.load().http2()).isTrue();
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
    void badUrlsAndHttp2OverPlainHttpAreUsageErrors() {
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
    void theHelpListsEveryOptionAndIsWhatHelpPrints() throws Exception {
        String help = LoadOptions.help();
        List<String> names = CommandLines.optionNames(new LoadCommandLine());
        assertThat(names).contains("--url", "--users", "--connections", "-c", "-u", "-d", "-n", "--find-peak",
                "--admin-password", "--profile", "--suite", "--server-pid", "--list", "--help");
        assertThat(help).contains(names);
        assertThat(help).contains("Usage: bench/load WORKLOAD... [options]", "--url=URL", "https://HOST:PORT",
                "loopback", "(10000)", "EchoVoid, EchoStruct-20", "trade-soap, http, wstest", "Exit status:");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int status = new Load(new PrintStream(printed, true, StandardCharsets.UTF_8), null).run("EchoVoid", "-h");
        assertThat(status).isZero();
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEqualTo(help);
    }

    private static LoadOptions parse(String... args) {
        return LoadOptions.parse(args).orElseThrow();
    }
}
