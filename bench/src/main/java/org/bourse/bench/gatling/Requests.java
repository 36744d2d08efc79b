package org.bourse.bench.gatling;

import java.io.IOException;
import java.nio.file.Path;

import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;
import org.bourse.bench.http.RawRequest;

import picocli.CommandLine.Option;

/**
 * What the workloads send, where the command line says: WSTest's request bodies, and the one request of the
 * {@code http} workload.
 *
 * @param wstest       the folder of WSTest's request bodies
 * @param httpPath     the http workload's GET path (null: none given)
 * @param httpFile     the http workload's raw request file (null: none given)
 * @param expectStatus the status of a good answer to the http workload's request
 */
public record Requests(Path wstest, String httpPath, Path httpFile, int expectStatus) {

    /** The request of the {@code http} workload: a raw request file, or a GET of a path. */
    public RawRequest http() throws IOException {
        if (httpFile != null) {
            return RawRequest.read(httpFile, expectStatus);
        }
        if (httpPath == null) {
            throw new IllegalArgumentException("the http workload needs --path PATH (a GET) or --request FILE");
        }
        return RawRequest.get(httpPath, expectStatus);
    }

    /** The options that make it. */
    public static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nRequests:%n";
        }

        @Option(names = "--requests", paramLabel = "DIR", description = "WSTest request bodies (bench/wstest/requests)")
        Path wstest;

        @Option(names = "--path", paramLabel = "P", description = "http workload: GET P (with its query) over and over")
        String path;

        @Option(names = "--request", paramLabel = "FILE", description = "http workload: send this request, written as"
                + " on the wire (request line, headers, empty line, body; Host and Content-Length are set)")
        Path file;

        @Option(names = "--expect-status", paramLabel = "N", converter = Converters.Positive.class, description = "http"
                + " workload: the status of a good answer (${DEFAULT-VALUE})")
        int expectStatus = 200;

        /** @param home the checkout, whose request bodies are the default */
        public Requests requests(Path home) {
            return new Requests(wstest != null ? wstest : home.resolve("bench").resolve("wstest").resolve("requests"),
                    path, file, expectStatus);
        }
    }
}
