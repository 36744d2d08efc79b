package org.bourse.bench.trade;

import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;

/**
 * DayTrader's scenario driver: every request is {@code GET /scenario}, and the server deals one action of
 * the standard mix to the session's user. Closed model: each virtual user is one connection with its own
 * cookie jar (one session, following every new session id), looping with no think time until the run
 * ends ({@link Iterations}).
 */
public class ScenarioSimulation extends Simulation {

    public ScenarioSimulation() {
        RunSettings run = RunSettings.from(System.getProperties());
        Iterations iterations = new Iterations(run, 0);
        ScenarioBuilder clients = scenario("scenario").asLongAs(session -> iterations.another()).on(
                http("scenario").get("/scenario").check(status().is(200)));
        HttpProtocolBuilder protocol = LoadProtocol.of(run);
        setUp(clients.injectOpen(rampUsers(run.users()).during(run.ramp())))
                .protocols(protocol)
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }
}
