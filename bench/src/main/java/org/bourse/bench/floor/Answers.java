package org.bourse.bench.floor;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.bourse.bench.wstest.WsTestSimulation;

/**
 * The request bodies the floor knows and Bourse's answer to each. A request is found by its exact bytes:
 * the load tools send the request files unchanged.
 */
final class Answers {

    /** One response as Bourse sent it: its content type and body. */
    record Answer(String contentType, byte[] body) {
    }

    private record Known(byte[] request, Answer answer) {
    }

    /** By body length first: the request files all differ in length, so a lookup compares one array. */
    private final Map<Integer, List<Known>> byLength;

    private Answers(List<Known> known) {
        Map<Integer, List<Known>> map = new HashMap<>();
        for (Known k : known) {
            map.computeIfAbsent(k.request().length, n -> new ArrayList<>()).add(k);
        }
        this.byLength = Map.copyOf(map);
    }

    /**
     * Posts every request file of {@code requests} ({@code <Operation>[-<size>].xml}) to the SOAP endpoint at
     * {@code endpoint}, as the load tools do, and keeps each answer; fails on anything but a 200 without a fault.
     */
    static Answers capture(URI endpoint, Path requests) throws IOException, InterruptedException {
        List<Path> files;
        try (Stream<Path> s = Files.list(requests)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".xml")).sorted().toList();
        }
        if (files.isEmpty()) {
            throw new IOException("no request files (*.xml) in " + requests);
        }
        List<Known> known = new ArrayList<>();
        // Not closed: HttpClient is AutoCloseable only from Java 21, and the build runs on 17.
        HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        for (Path file : files) {
            String name = file.getFileName().toString().replaceFirst("\\.xml$", "");
            byte[] request = Files.readAllBytes(file);
            HttpResponse<byte[]> response;
            try {
                response = client.send(HttpRequest.newBuilder(endpoint)
                        .timeout(Duration.ofSeconds(30))
                        .header("Content-Type", "text/xml; charset=utf-8")
                        .header("SOAPAction", WsTestSimulation.soapAction(name))
                        .POST(HttpRequest.BodyPublishers.ofByteArray(request)).build(),
                        HttpResponse.BodyHandlers.ofByteArray());
            } catch (IOException e) {
                throw new IOException("cannot capture Bourse's answers: no answer from " + endpoint + " (" + e + ")", e);
            }
            String text = new String(response.body(), StandardCharsets.UTF_8);
            if (response.statusCode() != 200 || text.contains("Fault>")) {
                throw new IOException(endpoint + " answered " + name + " with HTTP " + response.statusCode()
                        + (text.contains("Fault>") ? " and a SOAP fault" : "") + ": the floor needs its real answer");
            }
            String type = response.headers().firstValue("Content-Type").orElse("text/xml;charset=UTF-8");
            known.add(new Known(request, new Answer(type, response.body())));
        }
        return new Answers(known);
    }

    /** Bourse's answer to this request body, or null if the floor was not given it. */
    Answer find(byte[] body) {
        List<Known> candidates = byLength.get(body.length);
        if (candidates != null) {
            for (Known k : candidates) {
                if (Arrays.equals(k.request(), body)) {
                    return k.answer();
                }
            }
        }
        return null;
    }
}
