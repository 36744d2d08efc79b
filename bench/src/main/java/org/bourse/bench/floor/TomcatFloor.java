package org.bourse.bench.floor;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import jakarta.servlet.Servlet;

import org.apache.catalina.Context;
import org.apache.catalina.connector.Connector;
import org.apache.catalina.startup.Tomcat;
import org.apache.coyote.http11.Http11NioProtocol;

/** Embedded Tomcat with Spring Boot's connector (NIO, HTTP/1.1) and one servlet at {@code /*}. */
final class TomcatFloor implements RunningFloor {

    private final Tomcat tomcat;
    private final Connector connector;
    private final Path base;

    private TomcatFloor(Tomcat tomcat, Connector connector, Path base) {
        this.tomcat = tomcat;
        this.connector = connector;
        this.base = base;
    }

    static RunningFloor start(FloorSettings settings, Servlet servlet) throws Exception {
        Path base = Files.createTempDirectory("bourse-floor-tomcat");
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(base.toString());
        Connector connector = new Connector(Http11NioProtocol.class.getName());
        connector.setPort(settings.port());
        connector.setProperty("address", settings.host());
        connector.setThrowOnFailure(true);
        Http11NioProtocol protocol = (Http11NioProtocol) connector.getProtocolHandler();
        protocol.setMaxThreads(settings.threads());
        protocol.setMinSpareThreads(settings.threads());
        protocol.setMaxKeepAliveRequests(-1);
        protocol.setKeepAliveTimeout((int) FloorSettings.IDLE_TIMEOUT.toMillis());
        protocol.setMaxConnections(FloorSettings.MAX_CONNECTIONS);
        protocol.setAcceptCount(FloorSettings.ACCEPT_COUNT);
        connector.setProperty("socket.appWriteBufSize", Integer.toString(settings.writeBuffer()));
        tomcat.setConnector(connector);
        Context context = tomcat.addContext("", base.toString());
        Tomcat.addServlet(context, "answers", servlet);
        context.addServletMappingDecoded("/*", "answers");
        tomcat.start();
        return new TomcatFloor(tomcat, connector, base);
    }

    @Override
    public int port() {
        return connector.getLocalPort();
    }

    @Override
    public void close() throws Exception {
        tomcat.stop();
        tomcat.destroy();
        deleteAll(base.toFile());
    }

    private static void deleteAll(File file) {
        File[] children = file.listFiles();
        if (children != null) {
            for (File child : children) {
                deleteAll(child);
            }
        }
        file.delete();
    }
}
