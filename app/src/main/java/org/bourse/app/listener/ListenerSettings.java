package org.bourse.app.listener;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * @param mode      {@code self-hosted} (default) or {@code front-ended}; the {@code front-ended}
 *                  profile sets it together with the loopback address and the forwarded-header trust
 * @param nodeRoute this node's name in a balanced group ({@code node1}…), appended to session ids
 *                  ({@code JSESSIONID=….node1}) so the front end can send a session back to the node
 *                  that holds it; empty for a single node
 * @param socketWriteBuffer the most Tomcat hands the kernel in one write (its {@code socket.appWriteBufSize}):
 *                  a response larger than this leaves in several system calls. Each open connection holds
 *                  one such buffer. The default is Tomcat's own; the benchmark profile raises it
 */
@ConfigurationProperties("bourse.listener")
record ListenerSettings(@DefaultValue("self-hosted") ListenerMode mode, @DefaultValue("") String nodeRoute,
                        @DefaultValue("8KB") DataSize socketWriteBuffer) {

    static final DataSize MIN_WRITE_BUFFER = DataSize.ofKilobytes(1);
    static final DataSize MAX_WRITE_BUFFER = DataSize.ofMegabytes(1);

    ListenerSettings {
        if (socketWriteBuffer.compareTo(MIN_WRITE_BUFFER) < 0 || socketWriteBuffer.compareTo(MAX_WRITE_BUFFER) > 0) {
            throw new IllegalArgumentException("bourse.listener.socket-write-buffer must be between 1KB and 1MB, was "
                    + socketWriteBuffer);
        }
        if (!nodeRoute.matches("[A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException(
                    "bourse.listener.node-route may hold only letters, digits, '-' and '_', was '" + nodeRoute + "'");
        }
    }
}
