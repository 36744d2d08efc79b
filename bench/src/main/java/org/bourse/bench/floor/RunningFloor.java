package org.bourse.bench.floor;

/** A started floor: where it listens; closing it stops the container. */
interface RunningFloor extends AutoCloseable {

    int port();

    @Override
    void close() throws Exception;
}
