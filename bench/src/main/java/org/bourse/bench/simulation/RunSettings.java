package org.bourse.bench.simulation;

import java.time.Duration;
import java.util.Properties;

import org.bourse.bench.server.ServerUrl;

/**
 * What one Gatling run is asked to do. Gatling instantiates simulations itself, with no arguments, so the
 * launcher hands these over as system properties ({@code bourse.bench.*}) just before the run and the
 * simulation reads them back with {@link #from(Properties)}.
 *
 * @param url        the server's base URL, no trailing slash
 * @param workload   the workload's name (for WSTest, the request file without {@code .xml})
 * @param method     saturation or think
 * @param users      virtual users (connections, for the closed workloads)
 * @param ramp       time over which the users start
 * @param duration   time the full load lasts once all users started; with a {@code count}, the most the
 *                   whole run may take
 * @param count      iterations the run does before it ends (requests; journeys or scripts for the Trade
 *                   ones), shared by all users; 0: the run lasts {@code ramp + duration} instead
 * @param think      pause before each request (think method) or between steps (Trade web)
 * @param requests   folder of the WSTest request bodies
 * @param tradeUsers populated Trade users {@code uid:0 …}
 * @param quotes     populated quotes {@code s:0 …}
 * @param runTag     a tag unique to this run, so users registered by different runs never collide
 * @param folder     this run's folder, where a simulation writes what the launcher reads after it
 * @param orderWait  Trade journeys: the longest a journey waits for an order that came back open (async and
 *                   broker order processing) to be completed before it sells what it bought
 * @param http2      HTTP/2 over TLS ({@code --http2}; the URL is then an https one), else HTTP/1.1
 * @param rate       the open model's arrivals per second ({@code --rate}: a new virtual user each, doing one
 *                   iteration, whatever the answers do), reached over {@code ramp} and held for {@code duration};
 *                   0 for the closed model ({@code users} looping)
 * @param lateAfter  the open model: how late after its place in the schedule an arrival may start before the
 *                   generator counts as fallen behind ({@code --late-after})
 */
public record RunSettings(String url, String workload, Methodology method, int users, Duration ramp,
        Duration duration, long count, Duration think, String requests, int tradeUsers, int quotes, String runTag,
        String folder, Duration orderWait, boolean http2, double rate, Duration lateAfter) {

    private static final String PREFIX = "bourse.bench.";

    /** The protocol the load speaks, as a report states it. */
    public String protocol() {
        return protocol(url, http2);
    }

    public static String protocol(String url, boolean http2) {
        return http2 ? "HTTP/2 over TLS" : ServerUrl.https(url) ? "HTTP/1.1 over TLS" : "HTTP/1.1";
    }

    /** Whether arrivals come at a fixed rate (open model) rather than from users that loop (closed). */
    public boolean open() {
        return rate > 0;
    }

    /** The whole run: ramp, then the full load; with a count, the bound on the whole run. */
    public Duration total() {
        return count > 0 ? duration : ramp.plus(duration);
    }

    public static RunSettings from(Properties p) {
        return new RunSettings(p.getProperty(PREFIX + "url"), p.getProperty(PREFIX + "workload"),
                Methodology.valueOf(p.getProperty(PREFIX + "method")),
                Integer.parseInt(p.getProperty(PREFIX + "users")),
                Duration.ofMillis(Long.parseLong(p.getProperty(PREFIX + "ramp-ms"))),
                Duration.ofMillis(Long.parseLong(p.getProperty(PREFIX + "duration-ms"))),
                Long.parseLong(p.getProperty(PREFIX + "count")),
                Duration.ofMillis(Long.parseLong(p.getProperty(PREFIX + "think-ms"))),
                p.getProperty(PREFIX + "requests"), Integer.parseInt(p.getProperty(PREFIX + "trade-users")),
                Integer.parseInt(p.getProperty(PREFIX + "quotes")), p.getProperty(PREFIX + "run-tag"),
                p.getProperty(PREFIX + "folder"),
                Duration.ofMillis(Long.parseLong(p.getProperty(PREFIX + "order-wait-ms"))),
                Boolean.parseBoolean(p.getProperty(PREFIX + "http2")),
                Double.parseDouble(p.getProperty(PREFIX + "rate", "0")),
                Duration.ofMillis(Long.parseLong(p.getProperty(PREFIX + "late-after-ms", "10"))));
    }

    /** Puts these settings where {@link #from(Properties)} finds them. */
    public void writeTo(Properties p) {
        p.setProperty(PREFIX + "url", url);
        p.setProperty(PREFIX + "workload", workload);
        p.setProperty(PREFIX + "method", method.name());
        p.setProperty(PREFIX + "users", Integer.toString(users));
        p.setProperty(PREFIX + "ramp-ms", Long.toString(ramp.toMillis()));
        p.setProperty(PREFIX + "duration-ms", Long.toString(duration.toMillis()));
        p.setProperty(PREFIX + "count", Long.toString(count));
        p.setProperty(PREFIX + "think-ms", Long.toString(think.toMillis()));
        p.setProperty(PREFIX + "requests", requests);
        p.setProperty(PREFIX + "trade-users", Integer.toString(tradeUsers));
        p.setProperty(PREFIX + "quotes", Integer.toString(quotes));
        p.setProperty(PREFIX + "run-tag", runTag);
        p.setProperty(PREFIX + "folder", folder);
        p.setProperty(PREFIX + "order-wait-ms", Long.toString(orderWait.toMillis()));
        p.setProperty(PREFIX + "http2", Boolean.toString(http2));
        p.setProperty(PREFIX + "rate", Double.toString(rate));
        p.setProperty(PREFIX + "late-after-ms", Long.toString(lateAfter.toMillis()));
    }

    /** The same load against another server, over HTTP/2 or not. */
    public RunSettings at(String serverUrl, boolean overHttp2) {
        return new RunSettings(serverUrl, workload, method, users, ramp, duration, count, think, requests, tradeUsers,
                quotes, runTag, folder, orderWait, overHttp2, rate, lateAfter);
    }

    /** The same load for a fixed time (a warm-up slice): no count, no ramp after the first. */
    public RunSettings lasting(Duration ramping, Duration full) {
        return new RunSettings(url, workload, method, users, ramping, full, 0, think, requests, tradeUsers, quotes,
                runTag, folder, orderWait, http2, rate, lateAfter);
    }

    /** The same load at another arrival rate (the open model). */
    public RunSettings atRate(double arrivalsPerSecond) {
        return new RunSettings(url, workload, method, users, ramp, duration, count, think, requests, tradeUsers,
                quotes, runTag, folder, orderWait, http2, arrivalsPerSecond, lateAfter);
    }

    public RunSettings withUsers(int n) {
        return new RunSettings(url, workload, method, n, ramp, duration, count, think, requests, tradeUsers, quotes,
                runTag, folder, orderWait, http2, rate, lateAfter);
    }

    public RunSettings inFolder(String runFolder) {
        return new RunSettings(url, workload, method, users, ramp, duration, count, think, requests, tradeUsers,
                quotes, runTag, runFolder, orderWait, http2, rate, lateAfter);
    }

    public RunSettings tagged(String tag) {
        return new RunSettings(url, workload, method, users, ramp, duration, count, think, requests, tradeUsers,
                quotes, tag, folder, orderWait, http2, rate, lateAfter);
    }
}
