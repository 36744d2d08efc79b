package org.bourse.bench.wstest;

import static io.gatling.javaapi.core.CoreDsl.ByteArrayBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.bourse.bench.simulation.Arrivals;
import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.Methodology;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/**
 * One WSTest operation, 100% of the requests, with the request bodies of {@code bench/wstest/requests/}
 * (the ones the wrk scripts send). Each virtual user is one connection that loops until the run ends
 * ({@link Iterations}): with {@code saturation} it keeps its connection and sends the next request at
 * once; with {@code think} it waits before each request and asks for a new connection every time
 * ({@code Connection: close}). With {@code --rate} ({@link Arrivals}) each request is an arrival of its own, on
 * connections the arrivals share.
 */
public class WsTestSimulation extends Simulation {

    private final RunSettings run = RunSettings.from(System.getProperties());
    private final Arrivals arrivals = new Arrivals(run);

    static final String NAMESPACE = "uri:WSTestWeb-TestService";

    /** The SOAPAction header of a request file's operation, quoted: {@code EchoList-20} is EchoList's. */
    public static String soapAction(String requestName) {
        return "\"" + NAMESPACE + "/" + operation(requestName) + "\"";
    }

    private static String operation(String requestName) {
        return requestName.split("-")[0];
    }

    public WsTestSimulation() {
        String operation = operation(run.workload());
        byte[] body = read(Path.of(run.requests(), run.workload() + ".xml"));

        HttpRequestActionBuilder request = http(run.workload()).post("/services/WSTest")
                .header("SOAPAction", soapAction(run.workload()))
                .body(ByteArrayBody(body))
                // Cheap: the response element is there (a fault would be a 500 with soap:Fault).
                .check(status().is(200), substring(operation + "Response").exists());
        boolean think = run.method() == Methodology.THINK;
        if (think) {
            request = request.header("Connection", "close");
        }
        ChainBuilder step = think ? exec(pause(run.think()), request) : exec(request);
        Iterations iterations = new Iterations(run, think ? 1 : 0);
        HttpProtocolBuilder protocol = LoadProtocol.of(run).contentTypeHeader("text/xml; charset=utf-8");
        setUp(arrivals.users(scenario(run.workload()), step, iterations))
                .protocols(arrivals.protocol(protocol))
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void after() {
        arrivals.write();
    }

    private static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the WSTest request body " + file, e);
        }
    }
}
