package org.bourse;

import java.security.Security;

/**
 * How long this JVM keeps the address a name resolved to (and a failed lookup), for every engine connection:
 * the JDBC drivers, the RabbitMQ client and Lettuce (made to resolve through the JDK too) look names up with
 * {@code InetAddress}. An engine restarted by Compose or Kubernetes comes back on a new address under the same
 * name; the JDK's default keeps an address 30 s and a failed lookup 10 s, which a node then spends connecting to
 * the old one. Set at the very start of {@code main}, before any lookup: the JDK reads these once, at its first.
 *
 * <p>{@code -Dsun.net.inetaddr.ttl=N} and {@code -Dsun.net.inetaddr.negative.ttl=N} (seconds; 0 keeps nothing,
 * a negative value keeps forever) replace Bourse's values. A {@code networkaddress.cache.ttl} already set in a
 * {@code java.security} file is kept; its {@code networkaddress.cache.negative.ttl} is not, since the JDK's own
 * file sets that one (to 10) and only the system property tells an operator's choice apart
 * (docs/operations.md, "When an engine moves").
 */
final class EngineNameCache {

    static final int SECONDS = 5;
    static final int FAILED_SECONDS = 1;

    private EngineNameCache() {
    }

    static void apply() {
        String ttl = System.getProperty("sun.net.inetaddr.ttl");
        if (ttl != null) {
            Security.setProperty("networkaddress.cache.ttl", seconds("sun.net.inetaddr.ttl", ttl));
        } else if (Security.getProperty("networkaddress.cache.ttl") == null) {
            Security.setProperty("networkaddress.cache.ttl", Integer.toString(SECONDS));
        }
        String failed = System.getProperty("sun.net.inetaddr.negative.ttl");
        Security.setProperty("networkaddress.cache.negative.ttl",
                failed != null ? seconds("sun.net.inetaddr.negative.ttl", failed) : Integer.toString(FAILED_SECONDS));
    }

    /** The JDK would ignore a value that is not a number, and silently keep its default: refuse it instead. */
    private static String seconds(String property, String value) {
        try {
            return Integer.toString(Integer.decode(value.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-D" + property + "=" + value
                    + " is not a number of seconds: give one, such as 5 (0 keeps nothing, -1 keeps forever)");
        }
    }
}
