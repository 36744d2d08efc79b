package org.bourse.bench.server;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * A server's base URL as the kit's options take it ({@code --url}, {@code --a-url}, {@code --b-url}):
 * {@code http://} or {@code https://}, a host and its port, written out (the kit names the server's process
 * by it), and optionally a path; no query or fragment, since request paths are appended to it. Anything
 * else is refused with the option's name.
 */
public final class ServerUrl implements ITypeConverter<String> {

    /** The URL without a trailing slash and with its scheme in lower case. */
    @Override
    public String convert(String value) {
        URI uri;
        try {
            uri = new URI(value);
        } catch (URISyntaxException e) {
            throw refused(value);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null || uri.getPort() < 1
                || uri.getPort() > 65_535 || uri.getRawQuery() != null || uri.getRawFragment() != null) {
            throw refused(value);
        }
        String url = scheme + value.substring(scheme.length());
        return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    }

    public static boolean https(String url) {
        return url.regionMatches(true, 0, "https://", 0, 8);
    }

    /**
     * Refuses HTTP/2 over plain HTTP: Gatling speaks HTTP/2 only over TLS, where the handshake negotiates it.
     *
     * @param asked     the option that asked for HTTP/2 ({@code --http2}, {@code --a-http2}…)
     * @param urlOption the option that gave the server's URL
     */
    public static void checkHttp2(String asked, String urlOption, String serverUrl) {
        if (!https(serverUrl)) {
            throw new IllegalArgumentException(asked + " needs an https:// " + urlOption + ": Gatling speaks HTTP/2"
                    + " only over TLS, where the handshake negotiates it, not to " + serverUrl);
        }
    }

    private static TypeConversionException refused(String value) {
        return new TypeConversionException("takes http://HOST:PORT or https://HOST:PORT (the port written out; a path"
                + " may follow), not '" + value + "'");
    }
}
