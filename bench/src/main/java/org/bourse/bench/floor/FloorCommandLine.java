package org.bourse.bench.floor;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.bourse.bench.cli.CommandOptions;
import org.bourse.bench.cli.Converters;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** The options of {@code bench/floor}, declared once: picocli reads them and writes the help from them. */
@Command(name = "bench/floor",
        customSynopsis = "bench/floor --container tomcat|jetty --capture-from URL [options]",
        description = {"",
                "The servlet container alone, answering each WSTest request file with the exact bytes Bourse answered"
                        + " it with: the cost of the stack before any SOAP work (docs/benchmarks/wstest.md, \"The container"
                        + " floor\").", "",
                "Connections as in the benchmark profile: no limit on requests per connection, 60 s idle time-out,"
                        + " 8192 connections, backlog 1024. A body that is none of the request files gets a 404."},
        optionListHeading = "%nOptions:%n")
final class FloorCommandLine implements CommandOptions<FloorSettings> {

    @Option(names = "--container", paramLabel = "C", converter = ContainerName.class, description = "tomcat or jetty"
            + " (required)")
    Container container;

    @Option(names = "--capture-from", paramLabel = "URL", converter = Endpoint.class, description = "a running Bourse"
            + " (http://127.0.0.1:8080): every request file is posted to URL/services/WSTest once at start-up and its"
            + " answer kept (required)")
    URI captureFrom;

    @Option(names = "--port", paramLabel = "N", converter = Converters.NonNegative.class, description = "port to"
            + " listen on (0: any free one; the line printed names it) (${DEFAULT-VALUE})")
    int port;

    @Option(names = "--host", paramLabel = "H", description = "address to listen on (${DEFAULT-VALUE})")
    String host = "127.0.0.1";

    @Option(names = "--threads", paramLabel = "N", converter = Converters.NonNegative.class, description = "request"
            + " threads, all started up front, as the benchmark profile's (${DEFAULT-VALUE})")
    int threads = 50;

    @Option(names = "--write-buffer", paramLabel = "KB", converter = Converters.NonNegative.class, description =
            "most bytes written in one system call, as the benchmark profile's"
                    + " bourse.listener.socket-write-buffer (${DEFAULT-VALUE})")
    int writeKb = 32;

    @Option(names = "--requests", paramLabel = "DIR", description = "the request files (bench/wstest/requests)")
    Path requests = Path.of(System.getProperty("bourse.bench.home", "."), "bench", "wstest", "requests");

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "this text")
    boolean help;

    @Override
    public FloorSettings options() {
        if (container == null) {
            throw new IllegalArgumentException("--container is required");
        }
        if (captureFrom == null) {
            throw new IllegalArgumentException("--capture-from is required: the floor gives the answers of a running"
                    + " Bourse");
        }
        within("--port", port, 0, 65535);
        within("--threads", threads, 1, 10_000);
        within("--write-buffer", writeKb, 1, 1024);
        if (!Files.isDirectory(requests)) {
            throw new IllegalArgumentException("no request folder " + requests);
        }
        return new FloorSettings(container, host, port, threads, captureFrom, requests, writeKb * 1024);
    }

    private static void within(String option, int n, int min, int max) {
        if (n < min || n > max) {
            throw new IllegalArgumentException(option + " must be a number from " + min + " to " + max + ", not '"
                    + n + "'");
        }
    }

    /** tomcat or jetty, in any case. */
    static final class ContainerName implements ITypeConverter<Container> {
        @Override
        public Container convert(String value) {
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "tomcat" -> Container.TOMCAT;
                case "jetty" -> Container.JETTY;
                default -> throw new TypeConversionException("is tomcat or jetty, not '" + value + "'");
            };
        }
    }

    /** Bourse's http:// address, as its WSTest endpoint. */
    static final class Endpoint implements ITypeConverter<URI> {
        @Override
        public URI convert(String url) {
            String base = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
            URI uri;
            try {
                uri = URI.create(base + "/services/WSTest");
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("takes Bourse's http:// address, not '" + url + "'");
            }
            if (!"http".equals(uri.getScheme()) || uri.getHost() == null) {
                throw new TypeConversionException("takes Bourse's http:// address, not '" + url + "'");
            }
            return uri;
        }
    }
}
