package org.bourse.bench;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * A server's base URL as the kit's options take it ({@code --url}, {@code --a-url}, {@code --b-url}):
 * {@code http://} or {@code https://}, a host and its port, written out (the kit names the server's process
 * by it), and optionally a path; no query or fragment, since request paths are appended to it. Anything
 * else is refused with the option's name.
 */
final class ServerUrl {

    private ServerUrl() {
    }

    /** The URL without a trailing slash and with its scheme in lower case; IllegalArgumentException if it is not one. */
    static String check(String option, String value) {
        URI uri;
        try {
            uri = new URI(value);
        } catch (URISyntaxException e) {
            throw refused(option, value);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null || uri.getPort() < 1
                || uri.getPort() > 65_535 || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw refused(option, value);
        }
        String url = scheme + value.substring(scheme.length());
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    static boolean https(String url) {
        return url.regionMatches(true, 0, "https://", 0, 8);
    }

    private static IllegalArgumentException refused(String option, String value) {
        return new IllegalArgumentException(option + " takes http://HOST:PORT or https://HOST:PORT (the port written"
                + " out; a path may follow), not '" + value + "'");
    }
}
