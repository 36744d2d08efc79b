package org.bourse.app.http;

import org.apache.coyote.AbstractProtocol;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/** {@link SlowBodyAttackContract} on Tomcat, the default container: 16 slow bodies, 4 request threads. */
class SlowBodyAttackTest extends SlowBodyAttackContract {

    @Autowired
    WebServerApplicationContext context;

    @Override
    long connections() {
        return ((AbstractProtocol<?>) ((TomcatWebServer) context.getWebServer()).getTomcat().getConnector()
                .getProtocolHandler()).getConnectionCount();
    }
}
