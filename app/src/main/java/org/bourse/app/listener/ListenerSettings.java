package org.bourse.app.listener;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * @param mode      {@code self-hosted} (default) or {@code front-ended}; the {@code front-ended}
 *                  profile sets it together with the loopback address and the forwarded-header trust
 * @param nodeRoute this node's name in a balanced group ({@code node1}…), appended to session ids
 *                  ({@code JSESSIONID=….node1}) so the front end can send a session back to the node
 *                  that holds it; empty for a single node
 */
@ConfigurationProperties("bourse.listener")
record ListenerSettings(@DefaultValue("self-hosted") ListenerMode mode, @DefaultValue("") String nodeRoute) {

    ListenerSettings {
        if (!nodeRoute.matches("[A-Za-z0-9_-]*")) {
            throw new IllegalArgumentException(
                    "bourse.listener.node-route may hold only letters, digits, '-' and '_', was '" + nodeRoute + "'");
        }
    }
}
