package org.bourse.app.listener;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * @param container the embedded servlet container: {@code tomcat} (default) or {@code jetty} ({@link ServletContainer})
 * @param mode      {@code self-hosted} (default) or {@code front-ended}; the {@code front-ended}
 *                  profile sets it together with the loopback address and the forwarded-header trust
 * @param nodeRoute this node's name in a balanced group ({@code node1}…), appended to session ids
 *                  ({@code JSESSIONID=….node1}) so the front end can send a session back to the node
 *                  that holds it; empty for a single node
 * @param socketWriteBuffer the most the container hands the kernel in one write (Tomcat's
 *                  {@code socket.appWriteBufSize}, Jetty's output buffer size): a response larger than this leaves
 *                  in several system calls. Each open connection holds one such buffer. The default is
 *                  Tomcat's own; the benchmark profile raises it
 * @param drainPeriod how long a node stopping (SIGTERM) keeps serving before the graceful shutdown pauses
 *                  the connector, closing each connection after its answer, so a front end's pooled
 *                  connections end cleanly instead of meeting a closed one ({@link ShutdownDrain}); 0 for none
 */
@ConfigurationProperties("bourse.listener")
record ListenerSettings(@DefaultValue("tomcat") ServletContainer container,
                        @DefaultValue("self-hosted") ListenerMode mode, @DefaultValue("") String nodeRoute,
                        @DefaultValue("8KB") DataSize socketWriteBuffer, @DefaultValue("0s") Duration drainPeriod,
                        @DefaultValue("-1") int httpPort) {

    static final DataSize MIN_WRITE_BUFFER = DataSize.ofKilobytes(1);
    static final DataSize MAX_WRITE_BUFFER = DataSize.ofMegabytes(1);
    /** Within the engines' stop timeouts (30 s in deploy/): the graceful shutdown still needs its own time. */
    static final Duration MAX_DRAIN = Duration.ofSeconds(20);

    ListenerSettings {
        if (socketWriteBuffer.compareTo(MIN_WRITE_BUFFER) < 0 || socketWriteBuffer.compareTo(MAX_WRITE_BUFFER) > 0) {
            throw new IllegalArgumentException("bourse.listener.socket-write-buffer must be between 1KB and 1MB, was "
                    + socketWriteBuffer);
        }
        if (drainPeriod.isNegative() || drainPeriod.compareTo(MAX_DRAIN) > 0) {
            throw new IllegalArgumentException("bourse.listener.drain-period must be between 0s and " + MAX_DRAIN.toSeconds()
                    + "s, was " + drainPeriod);
        }
        if (httpPort < -1 || httpPort > 65535) {
            throw new IllegalArgumentException("bourse.listener.http-port must be a port (0 for any free one) or -1 for"
                    + " none, was " + httpPort);
        }
        if (!nodeRoute.matches("[A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException(
                    "bourse.listener.node-route may hold only letters, digits, '-' and '_', was '" + nodeRoute + "'");
        }
    }
}
