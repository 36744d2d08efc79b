package org.bourse.bench.http;

import static io.gatling.javaapi.core.CoreDsl.ByteArrayBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import org.bourse.bench.simulation.Arrivals;
import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/**
 * The {@code http} workload: one request, the same each time, against any server (a peer's WSTest or
 * DayTrader too); a good answer is the expected status. Saturation keeps each user's connection; think
 * waits before each request and closes the connection after it, as the WSTest workloads do. With {@code --rate}
 * ({@link Arrivals}) each request is an arrival of its own, on connections the arrivals share.
 */
public class HttpSimulation extends Simulation {

    private final RunSettings run = RunSettings.from(System.getProperties());
    private final Arrivals arrivals = new Arrivals(run);

    public HttpSimulation() {
        RawRequest r = RawRequest.from(System.getProperties());
        HttpRequestActionBuilder request = http("http").httpRequest(r.method(), r.path())
                .check(status().is(r.status()));
        for (String h : r.headers()) {
            int colon = h.indexOf(':');
            request = request.header(h.substring(0, colon).trim(), h.substring(colon + 1).trim());
        }
        if (r.body().length > 0) {
            request = request.body(ByteArrayBody(r.body()));
        }
        boolean think = run.method() == Methodology.THINK;
        if (think) {
            request = request.header("Connection", "close");
        }
        ChainBuilder step = think ? exec(pause(run.think()), request) : exec(request);
        Iterations iterations = new Iterations(run, think ? 1 : 0);
        setUp(arrivals.users(scenario("http"), step, iterations))
                .protocols(arrivals.protocol(LoadProtocol.of(run)))
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void after() {
        arrivals.write();
    }
}
