package org.bourse.bench.gatling;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.RunSettings;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * How a workload is loaded, as {@code bench/load} and {@code bench/compare} take it. A number left unset is
 * -1: the workload's default (users, ramp) or the command's (duration).
 *
 * @param method     WSTest's load model (the Trade workloads have their own)
 * @param users      virtual users, one connection each for the closed workloads
 * @param ramp       seconds over which the users start
 * @param duration   seconds of full load after the ramp; with a count, the most the whole run may take
 * @param count      iterations the run does before it ends, shared by the users (0: a timed run)
 * @param think      seconds of think time (think method, trade-web)
 * @param orderWait  seconds a Trade journey waits for an order that came back open
 * @param tradeUsers users the server populated
 * @param quotes     quotes the server populated
 * @param http2      HTTP/2 over TLS instead of HTTP/1.1
 * @param rate       the open model's arrivals per second (0: the closed model, users that loop)
 * @param lateAfter  ms after its place an arrival may start before the generator counts as fallen behind
 */
public record LoadSettings(Methodology method, int users, int ramp, int duration, long count, double think,
        double orderWait, int tradeUsers, int quotes, boolean http2, double rate, int lateAfter) {

    /** Users (connections) when none are given: the published settings, or a start on this small box. */
    public int users(Workload w) {
        if (users > 0) {
            return users;
        }
        return switch (w.name()) {
            case "trade-web" -> 100;
            case "scenario" -> 32;
            case "trade-soap" -> 16;
            default -> method == Methodology.THINK ? 1000 : 16;
        };
    }

    public int ramp(Workload w) {
        if (ramp >= 0) {
            return ramp;
        }
        return users(w) >= 500 ? 20 : 5;
    }

    /** Seconds of full load (60), or with a count the most the run may take (600). */
    public int duration() {
        return duration > 0 ? duration : count > 0 ? 600 : 60;
    }

    /** The same, with these seconds of full load and of ramp where none were given. */
    public LoadSettings orDefaults(int fullLoad, int ramping) {
        return new LoadSettings(method, users, ramp >= 0 ? ramp : ramping, duration > 0 ? duration : fullLoad, count,
                think, orderWait, tradeUsers, quotes, http2, rate, lateAfter);
    }

    /** The same with another load model. */
    public LoadSettings withMethod(Methodology m) {
        return new LoadSettings(m, users, ramp, duration, count, think, orderWait, tradeUsers, quotes, http2, rate, lateAfter);
    }

    /**
     * Refuses HTTP/2 with a new connection per request: the think method of the WSTest and http workloads
     * sends {@code Connection: close}, which HTTP/2 does not have.
     *
     * @param asked the option that asked for HTTP/2
     */
    public void checkHttp2Connections(String asked, List<Workload> workloads) {
        for (Workload w : workloads) {
            if (!w.trade() && method == Methodology.THINK) {
                throw new IllegalArgumentException(asked + " cannot open a new connection per request (the think"
                        + " method of " + w.name() + "): HTTP/2 has no Connection: close");
            }
        }
    }

    /** Whether arrivals come at a fixed rate ({@code --rate}) instead of from users that loop. */
    public boolean open() {
        return rate > 0;
    }

    /**
     * Refuses what the open model cannot mean: a count of iterations, a number of users, the think method (closed
     * models all three: an arrival is one iteration of a user of its own, whenever it is due).
     */
    public void checkOpenModel() {
        if (open()) {
            refuseClosedModelOptions("--rate");
        }
    }

    /**
     * The same refusals for an option that sets the rate itself ({@code --find-rate}).
     *
     * @param option the option that asked for the open model
     */
    public void refuseClosedModelOptions(String option) {
        if (count > 0) {
            throw new IllegalArgumentException(option + " and --count cannot go together: " + option + " runs for"
                    + " --duration at a fixed arrival rate (the open model), --count ends users that loop (the closed one)");
        }
        if (users > 0) {
            throw new IllegalArgumentException(option + " and --users cannot go together: with " + option + " every"
                    + " arrival is a user of its own, as many at once as the answers keep waiting (the open model)");
        }
        if (method == Methodology.THINK) {
            throw new IllegalArgumentException(option + " and --method think cannot go together: think time paces"
                    + " users that loop (a closed model); " + option + " paces the arrivals themselves");
        }
    }

    /**
     * One run of the workload at this load.
     *
     * @param requests WSTest's request bodies
     * @param runTag   unique to the run (users registered by different runs never collide)
     * @param folder   the run's folder
     */
    public RunSettings run(Workload w, String url, Path requests, String runTag, Path folder) {
        Methodology m = w.name().startsWith("trade") || w.name().equals("scenario") ? Methodology.SATURATION : method;
        if (w.name().equals("trade-web")) {
            m = Methodology.THINK;
        }
        return new RunSettings(url, w.name(), m, users(w), Duration.ofSeconds(ramp(w)), Duration.ofSeconds(duration()),
                count, Duration.ofMillis(Math.round(think * 1000)), requests.toAbsolutePath().toString(), tradeUsers,
                quotes, runTag, folder.toAbsolutePath().toString(), Duration.ofMillis(Math.round(orderWait * 1000)),
                http2, rate, Duration.ofMillis(lateAfter));
    }

    /** The options that make it. */
    public static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nLoad:%n";
        }

        @Option(names = {"--users", "--connections", "-u", "-c"}, paramLabel = "N", converter = Converters.Positive.class,
                description = "virtual users; for the closed workloads each is one connection (WSTest saturation 16,"
                        + " think 1000; trade-web 100; scenario 32; trade-soap 16)")
        int users = -1;

        @Option(names = "--method", paramLabel = "M", converter = MethodName.class, description = "WSTest and http:"
                + " saturation (keep-alive, no think time) or think (--think before each request, a new connection"
                + " per request) (saturation)")
        Methodology method = Methodology.SATURATION;

        @Option(names = "--ramp", paramLabel = "S", converter = Converters.NonNegative.class, description = "seconds"
                + " over which the users start (bench/load: 5, 20 from 500 users; bench/compare: 0)")
        int ramp = -1;

        @Option(names = {"--duration", "-d"}, paramLabel = "S", converter = Converters.Positive.class,
                description = "seconds of full load after the ramp (bench/load: 60; bench/compare: 30); with --count,"
                        + " the most the whole run may take (bench/load: 600)")
        int duration = -1;

        @Option(names = {"--count", "-n"}, paramLabel = "N", converter = Converters.Positive.class, description = "end"
                + " the run after N iterations instead of after a time: N requests (WSTest, scenario, http), N"
                + " journeys (trade-soap) or N scripts (trade-web), shared by the users; fails if they are not done"
                + " within --duration")
        int count;

        @Option(names = "--think", paramLabel = "S", converter = Converters.Decimal.class, description = "think time"
                + " in seconds, think method and trade-web (${DEFAULT-VALUE})")
        double think = 1.0;

        @Option(names = "--order-wait", paramLabel = "S", converter = Converters.Seconds.class, description =
                "trade-soap, trade-web: when a buy comes back open (async or broker order processing), the longest"
                        + " the journey waits for it to be completed before it sells what it bought; the wait is"
                        + " reported as the order latency, and a wait that runs out is a failed request"
                        + " (${DEFAULT-VALUE})")
        double orderWait = 10.0;

        @Option(names = "--trade-users", paramLabel = "N", converter = Converters.Positive.class, description = "users"
                + " the server populated, uid:0..N-1 (${DEFAULT-VALUE})")
        int tradeUsers = 15_000;

        @Option(names = "--quotes", paramLabel = "N", converter = Converters.Positive.class, description = "quotes the"
                + " server populated, s:0..N-1 (${DEFAULT-VALUE})")
        int quotes = 10_000;

        @Option(names = "--rate", paramLabel = "R", converter = Converters.Rate.class, description = "the open"
                + " model: R arrivals per second whatever the answers do, each a new virtual user that does one"
                + " iteration (a request for WSTest and http; a journey, its own session, for scenario, trade-web and"
                + " trade-soap), the rate raised from 0 over --ramp and held for --duration; the report gives the"
                + " asked and achieved rates, p50/p90/p99/p99.9/max of every request and the arrivals that started"
                + " late (the generator fell behind: then the run is no result). Without it, the closed model:"
                + " --users that loop")
        double rate;

        @Option(names = "--late-after", paramLabel = "MS", converter = Converters.Positive.class, description = "the"
                + " open model: an arrival that starts more than MS milliseconds after its place in the schedule"
                + " started late, and a run with one is no result (${DEFAULT-VALUE}; raise it only on a machine"
                + " whose load generator cannot have a core of its own, and say so with the figures)")
        int lateAfter = 10;

        @Option(names = "--http2", description = "HTTP/2 instead of HTTP/1.1: needs an https:// server URL (negotiated"
                + " in the TLS handshake, ALPN); every response is checked to have come over HTTP/2; each user still"
                + " has its own connection; not with the think method (a connection per request). In bench/compare,"
                + " for both targets")
        boolean http2;

        public LoadSettings settings() {
            return new LoadSettings(method, users, ramp, duration, count, think, orderWait, tradeUsers, quotes, http2,
                    rate, lateAfter);
        }
    }

    /** saturation or think, in any case. */
    static final class MethodName implements ITypeConverter<Methodology> {
        @Override
        public Methodology convert(String value) {
            try {
                return Methodology.of(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("takes saturation or think, not '" + value + "'");
            }
        }
    }
}
