package org.bourse.bench.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;

/**
 * One request of the {@code http} workload: a method, a path (with its query), headers and a body. Read
 * from a file written as on the wire — a request line ({@code POST /path HTTP/1.1}), header lines, an
 * empty line, the body — so a request captured from any client can be replayed against any server; or
 * just a path to GET.
 *
 * @param method      GET, POST…
 * @param path        starts with '/'
 * @param headers     "Name: value" lines, Host and Content-Length left out (the client sets them)
 * @param body        bytes sent as they are (empty for none)
 * @param status      the status a good answer has
 */
public record RawRequest(String method, String path, List<String> headers, byte[] body, int status) {

    private static final String PREFIX = "bourse.bench.http.";

    public static RawRequest get(String path, int status) {
        return new RawRequest("GET", path.startsWith("/") ? path : "/" + path, List.of(), new byte[0], status);
    }

    public static RawRequest read(Path file, int status) throws IOException {
        byte[] all = Files.readAllBytes(file);
        int end = headEnd(all);
        String head = new String(all, 0, end < 0 ? all.length : end, StandardCharsets.ISO_8859_1);
        List<String> lines = new ArrayList<>(Arrays.asList(head.split("\r?\n")));
        String[] first = lines.remove(0).trim().split("\\s+");
        if (first.length < 2 || !first[1].startsWith("/")) {
            throw new IllegalArgumentException(file + ": the first line must be a request line such as"
                    + " 'POST /services/WSTest HTTP/1.1'");
        }
        List<String> headers = new ArrayList<>();
        for (String l : lines) {
            int colon = l.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException(file + ": not a header line: '" + l + "'");
            }
            String name = l.substring(0, colon).trim();
            if (!name.equalsIgnoreCase("Host") && !name.equalsIgnoreCase("Content-Length")) {
                headers.add(name + ": " + l.substring(colon + 1).trim());
            }
        }
        byte[] body = end < 0 ? new byte[0] : Arrays.copyOfRange(all, end + (all[end] == '\r' ? 4 : 2), all.length);
        return new RawRequest(first[0].toUpperCase(java.util.Locale.ROOT), first[1], List.copyOf(headers), body, status);
    }

    /** Where the head ends: the index of the empty line's "\r\n\r\n" or "\n\n", -1 without one. */
    private static int headEnd(byte[] b) {
        for (int i = 0; i + 1 < b.length; i++) {
            if (b[i] == '\n' && b[i + 1] == '\n') {
                return i;
            }
            if (i + 3 < b.length && b[i] == '\r' && b[i + 1] == '\n' && b[i + 2] == '\r' && b[i + 3] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Hands the request to the simulation, which Gatling instantiates without arguments. */
    public void writeTo(Properties p) {
        p.setProperty(PREFIX + "method", method);
        p.setProperty(PREFIX + "path", path);
        p.setProperty(PREFIX + "headers", String.join("\n", headers));
        p.setProperty(PREFIX + "body", java.util.Base64.getEncoder().encodeToString(body));
        p.setProperty(PREFIX + "status", Integer.toString(status));
    }

    public static RawRequest from(Properties p) {
        String h = p.getProperty(PREFIX + "headers", "");
        return new RawRequest(p.getProperty(PREFIX + "method"), p.getProperty(PREFIX + "path"),
                h.isEmpty() ? List.of() : List.of(h.split("\n")),
                java.util.Base64.getDecoder().decode(p.getProperty(PREFIX + "body", "")),
                Integer.parseInt(p.getProperty(PREFIX + "status", "200")));
    }

    /** In words, for the summary. */
    public String describe() {
        return method + " " + path + (body.length > 0 ? " (" + body.length + " bytes)" : "");
    }
}
