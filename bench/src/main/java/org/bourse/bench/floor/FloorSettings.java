package org.bourse.bench.floor;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;

/**
 * How a floor runs. The connection settings are those of Bourse's benchmark profile
 * ({@code app/src/main/resources/application-benchmark.properties}): 50 request threads started up front, no
 * limit on requests per connection, 60 s idle time-out, 8,192 connections, a backlog of 1,024, and the same
 * write buffer (on Jetty, its response buffer).
 *
 * @param container   the servlet container
 * @param host        the address to listen on
 * @param port        the port (0: any free one)
 * @param threads     request threads, all started up front
 * @param captureFrom Bourse's WSTest endpoint, whose answers the floor gives
 * @param requests    the request files to capture answers for
 * @param writeBuffer bytes written to the socket in one system call at most (Bourse's
 *                    {@code bourse.listener.socket-write-buffer})
 */
record FloorSettings(Container container, String host, int port, int threads, URI captureFrom, Path requests,
                     int writeBuffer) {

    static final int MAX_CONNECTIONS = 8192;
    static final int ACCEPT_COUNT = 1024;
    static final Duration IDLE_TIMEOUT = Duration.ofSeconds(60);
}
