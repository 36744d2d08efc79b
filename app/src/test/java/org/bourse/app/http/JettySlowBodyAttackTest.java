package org.bourse.app.http;

import org.eclipse.jetty.server.NetworkConnector;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.jetty.JettyWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/** {@link SlowBodyAttackContract} on Jetty: 16 slow bodies, a pool of 8 threads. */
@OnJetty
class JettySlowBodyAttackTest extends SlowBodyAttackContract {

    @Autowired
    WebServerApplicationContext context;

    @Override
    long connections() {
        NetworkConnector connector = (NetworkConnector) ((JettyWebServer) context.getWebServer()).getServer()
                .getConnectors()[0];
        return connector.getConnectedEndPoints().size();
    }
}
