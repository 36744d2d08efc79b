package org.bourse.bench.simulation;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;

import java.util.ArrayList;
import java.util.List;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.http.HttpProtocolBuilder;

/**
 * How a simulation's virtual users come, in either load model. Closed ({@code --users}): that many users, started
 * over the ramp, each looping over the iteration until the run ends ({@link Iterations}). Open ({@code --rate}):
 * a new user per arrival, arriving at the asked rate (reached over the ramp, then held) whatever the answers
 * do, each doing the iteration once on connections all users share, so a slow answer adds users instead of
 * holding back the next arrival. In the open model every response's time goes into a full histogram per request
 * name, and every arrival's start is kept, to tell whether the generator kept to its schedule; the simulation's
 * {@code after()} writes both ({@link #write()}) for the launcher's report ({@link OpenModelFigures}).
 */
public final class Arrivals {

    /** The session's mark of an arrival at the held rate, whose responses are timed. */
    private static final String HELD = "bourse.arrivedAtTheHeldRate";

    private final RunSettings run;
    private final ArrivalTimes times;
    private final ResponseTimes responses = new ResponseTimes();

    public Arrivals(RunSettings run) {
        this.run = run;
        this.times = new ArrivalTimes(run.ramp(), run.rate(), run.lateAfter());
    }

    /**
     * The run's users.
     *
     * @param scenario   the scenario, with what every user does first (its own state)
     * @param iteration  one iteration: a request, or a journey
     * @param iterations how long the closed model's users loop
     */
    public PopulationBuilder users(ScenarioBuilder scenario, ChainBuilder iteration, Iterations iterations) {
        if (!run.open()) {
            return scenario.asLongAs(session -> iterations.another()).on(iteration)
                    .injectOpen(rampUsers(run.users()).during(run.ramp()));
        }
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (!run.ramp().isZero()) {
            steps.add(rampUsersPerSec(0).to(run.rate()).during(run.ramp()));
        }
        steps.add(constantUsersPerSec(run.rate()).during(run.duration()));
        return scenario.exec(this::arrived).exec(iteration).injectOpen(steps);
    }

    /**
     * The protocol for these users: in the open model one pool of connections for all, as many as the answers
     * keep busy (each arrival its own connection would measure connection set-up, not the answer), and every
     * response timed into the histograms.
     */
    public HttpProtocolBuilder protocol(HttpProtocolBuilder protocol) {
        if (!run.open()) {
            return protocol;
        }
        return protocol.shareConnections().maxConnectionsPerHost(Integer.MAX_VALUE)
                .transformResponse((response, session) -> {
                    if (session.contains(HELD) && session.getBoolean(HELD)) {
                        responses.record(response.request().getName(), response.startTimestamp(),
                                response.endTimestamp());
                    }
                    return response;
                });
    }

    private Session arrived(Session session) {
        return session.set(HELD, times.arrived());
    }

    /** Writes the open model's figures into the run's folder (nothing for the closed model). */
    public void write() {
        if (run.open()) {
            OpenModelFigures.of(run.rate(), times.schedule(), run.lateAfter(), responses.latencies()).write(run);
        }
    }
}
