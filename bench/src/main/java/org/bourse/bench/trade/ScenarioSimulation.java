package org.bourse.bench.trade;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import org.bourse.bench.simulation.Arrivals;
import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Simulation;

/**
 * DayTrader's scenario driver: every request is {@code GET /scenario}, and the server deals one action of
 * the standard mix to the session's user. Closed model: each virtual user is one connection with its own
 * cookie jar (one session, following every new session id), looping with no think time until the run
 * ends ({@link Iterations}). Open model ({@code --rate}, {@link Arrivals}): each arrival is a journey, a new
 * session that the server logs in on its first request, sending {@code /scenario} back to back until the
 * server logs it out (its answer is the login form, which a logout, or a failure to log in, shows) or
 * {@link #JOURNEY_LIMIT} requests were sent.
 */
public class ScenarioSimulation extends Simulation {

    /**
     * The most requests a journey sends: at the mix's 4% logouts a session's mean is 25, and one in about 3,000
     * is longer than 200.
     */
    static final int JOURNEY_LIMIT = 200;
    /** The login form's password field: DayTrader's welcome page has it, as Bourse's does. */
    static final String LOGIN_FORM = "name=\"passwd\"";
    private static final String LOGGED_OUT = "loggedOut";
    private static final String STEP = "step";

    private final RunSettings run = RunSettings.from(System.getProperties());
    private final Arrivals arrivals = new Arrivals(run);

    public ScenarioSimulation() {
        Iterations iterations = new Iterations(run, 0);
        ChainBuilder iteration = run.open() ? journey() : exec(http("scenario").get("/scenario").check(status().is(200)));
        setUp(arrivals.users(scenario("scenario"), iteration, iterations))
                .protocols(arrivals.protocol(LoadProtocol.of(run)))
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }

    private static ChainBuilder journey() {
        return exec(session -> session.set(LOGGED_OUT, 0))
                .asLongAs(session -> session.getInt(LOGGED_OUT) == 0 && session.getInt(STEP) < JOURNEY_LIMIT, STEP)
                .on(exec(http("scenario").get("/scenario")
                        .check(status().is(200), substring(LOGIN_FORM).count().saveAs(LOGGED_OUT))));
    }

    @Override
    public void after() {
        arrivals.write();
    }
}
