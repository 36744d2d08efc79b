package org.bourse.bench.floor;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * {@code bench/floor --container tomcat|jetty --capture-from URL [--port N] [--host H] [--threads N]}: captures
 * Bourse's answers, starts the container, prints one line when it listens, and runs until stopped.
 */
public final class FloorCommand {

    static final int USAGE = 2;

    private static final String HELP = """
            Usage: bench/floor --container tomcat|jetty --capture-from URL [options]

            The servlet container alone, answering each WSTest request file with the exact bytes Bourse
            answered it with: the cost of the stack before any SOAP work (docs/benchmarks.md, "The container floor").

              --container C        tomcat or jetty
              --capture-from URL   a running Bourse (http://127.0.0.1:8080): every request file is posted to
                                   URL/services/WSTest once at start-up and its answer kept
              --port N             port to listen on (0: any free one; the line printed names it) (0)
              --host H             address to listen on (127.0.0.1)
              --threads N          request threads, all started up front, as the benchmark profile's (50)
              --write-buffer KB    most bytes written in one system call, as the benchmark profile's
                                   bourse.listener.socket-write-buffer (32)
              --requests DIR       the request files (bench/wstest/requests)

            Connections as in the benchmark profile: no limit on requests per connection, 60 s idle
            time-out, 8192 connections, backlog 1024. A body that is none of the request files gets a 404.
            """;

    private FloorCommand() {
    }

    public static void main(String[] args) throws Exception {
        FloorSettings settings;
        try {
            settings = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("bench/floor: " + e.getMessage() + " (bench/floor --help)");
            System.exit(USAGE);
            return;
        }
        if (settings == null) {
            System.out.print(HELP);
            return;
        }
        RunningFloor floor;
        try {
            floor = start(settings);
        } catch (java.io.IOException e) {
            System.err.println("bench/floor: " + e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                floor.close();
            } catch (Exception e) {
                System.err.println("bench/floor: stopping: " + e);
            }
            stopped.countDown();
        }));
        System.out.printf("bench/floor: %s listening on %s:%d, answering the request files of %s as %s does%n",
                settings.container().name().toLowerCase(Locale.ROOT), settings.host(), floor.port(), settings.requests(),
                settings.captureFrom());
        System.out.flush();
        stopped.await();
    }

    /** Captures the answers, then starts the container with them. */
    static RunningFloor start(FloorSettings settings) throws Exception {
        Answers answers = Answers.capture(settings.captureFrom(), settings.requests());
        return settings.container().start(settings, new AnswerServlet(answers));
    }

    /** The settings, or null when help was asked for. */
    static FloorSettings parse(String[] args) {
        Container container = null;
        URI capture = null;
        int port = 0;
        String host = "127.0.0.1";
        int threads = 50;
        int writeKb = 32;
        Path requests = Path.of(System.getProperty("bourse.bench.home", "."), "bench", "wstest", "requests");
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--help") || option.equals("-h")) {
                return null;
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            String value = args[++i];
            switch (option) {
                case "--container" -> container = switch (value.toLowerCase(Locale.ROOT)) {
                    case "tomcat" -> Container.TOMCAT;
                    case "jetty" -> Container.JETTY;
                    default -> throw new IllegalArgumentException("--container is tomcat or jetty, not '" + value + "'");
                };
                case "--capture-from" -> capture = endpoint(value);
                case "--port" -> port = number(option, value, 0, 65535);
                case "--host" -> host = value;
                case "--threads" -> threads = number(option, value, 1, 10_000);
                case "--write-buffer" -> writeKb = number(option, value, 1, 1024);
                case "--requests" -> requests = Path.of(value);
                default -> throw new IllegalArgumentException("unknown option " + option);
            }
        }
        if (container == null) {
            throw new IllegalArgumentException("--container is required");
        }
        if (capture == null) {
            throw new IllegalArgumentException("--capture-from is required: the floor gives the answers of a running Bourse");
        }
        if (!Files.isDirectory(requests)) {
            throw new IllegalArgumentException("no request folder " + requests);
        }
        return new FloorSettings(container, host, port, threads, capture, requests, writeKb * 1024);
    }

    private static URI endpoint(String url) {
        String base = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        URI uri;
        try {
            uri = URI.create(base + "/services/WSTest");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--capture-from: not a URL: " + url);
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
            throw new IllegalArgumentException("--capture-from takes Bourse's http:// address, not '" + url + "'");
        }
        return uri;
    }

    private static int number(String option, String value, int min, int max) {
        try {
            int n = Integer.parseInt(value);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(option + " must be a number from " + min + " to " + max + ", not '" + value + "'");
    }
}
