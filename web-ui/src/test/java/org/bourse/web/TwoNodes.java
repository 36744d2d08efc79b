package org.bourse.web;

import java.util.ArrayList;
import java.util.List;

import org.bourse.testing.databases.ServerDatabase;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two nodes of an application in this JVM (the whole server, or this module's {@link PagesServer}), each a real
 * server on a loopback port of its own, on one shared database and with the same settings: what a balanced group
 * is, minus the front end. Started one after the other (the first migrates and populates the empty database).
 */
public final class TwoNodes implements AutoCloseable {

    private final List<ConfigurableApplicationContext> nodes = new ArrayList<>();

    public TwoNodes(Class<?> application, ServerDatabase db, String... settings) {
        for (int i = 0; i < 2; i++) {
            List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--server.address=127.0.0.1",
                    "--spring.datasource.url=" + db.url(), "--spring.datasource.username=" + db.user(),
                    "--spring.datasource.password=" + db.password(), "--bourse.passwords.bcrypt-strength=4"));
            arguments.addAll(List.of(settings));
            nodes.add(new SpringApplicationBuilder(application).run(arguments.toArray(String[]::new)));
        }
    }

    public int port(int node) {
        return ((WebServerApplicationContext) nodes.get(node)).getWebServer().getPort();
    }

    /** Stops a node (its memory, and any session kept there, is gone). */
    public void stop(int node) {
        nodes.get(node).close();
    }

    @Override
    public void close() {
        nodes.forEach(ConfigurableApplicationContext::close);
    }
}
