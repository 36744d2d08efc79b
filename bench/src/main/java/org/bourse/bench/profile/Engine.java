package org.bourse.bench.profile;

import java.io.IOException;
import java.nio.file.Path;

/** A way of sampling a running JVM's CPU from outside it. */
interface Engine {

    /** Starts sampling the JVM with this pid. */
    Recording start(long pid) throws IOException;

    /** A profile being taken. */
    interface Recording {

        /** Stops sampling; the profiler's own files, if any, go into {@code profileDir}. */
        Stacks stop(Path profileDir) throws IOException;

        /** The engine, its version and its settings, in words. */
        String description();
    }
}
