package org.bourse.app.listener;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.function.Predicate;
import java.util.regex.Pattern;

import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.ForwardedRequestCustomizer;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.util.InetAddressSet;

/**
 * Jetty's forwarded-header handling, for requests whose peer is a trusted proxy only: Jetty's own believes
 * whoever sends the headers, so a client could name its own address and scheme. The proxies are
 * {@code server.tomcat.remoteip.internal-proxies}, read as Tomcat's remote-IP valve reads it: a comma-separated
 * list of addresses and CIDR blocks ({@code 127.0.0.1/32}), or else one regular expression over the address.
 */
final class TrustedForwardedHeaders extends ForwardedRequestCustomizer {

    private static final Pattern CIDR_LIST = Pattern.compile("[0-9a-fA-F:.,/\\s]*");

    private final Predicate<InetAddress> trusted;

    TrustedForwardedHeaders(String proxies) {
        this.trusted = proxiesOf(proxies == null ? "" : proxies);
    }

    static Predicate<InetAddress> proxiesOf(String proxies) {
        if (CIDR_LIST.matcher(proxies).matches()) {
            InetAddressSet set = new InetAddressSet();
            for (String entry : proxies.split(",")) {
                if (!entry.isBlank()) {
                    set.add(entry.trim());
                }
            }
            return set;
        }
        Pattern pattern = Pattern.compile(proxies);
        return address -> pattern.matcher(address.getHostAddress()).matches();
    }

    @Override
    public Request customize(Request request, HttpFields.Mutable responseHeaders) {
        SocketAddress peer = request.getConnectionMetaData().getRemoteSocketAddress();
        if (peer instanceof InetSocketAddress inet && inet.getAddress() != null && trusted.test(inet.getAddress())) {
            return super.customize(request, responseHeaders);
        }
        return request;
    }
}
