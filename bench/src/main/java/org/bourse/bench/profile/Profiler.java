package org.bourse.bench.profile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * Profiles a server's CPU for the measured part of a run: {@link #start(long)} just before the load, and
 * {@link Session#stop(Path)} just after it, which writes the profile's files into a folder (a run's
 * {@code profile/}). With
 * {@link Kind#AUTO}, async-profiler where it can run and JFR where it cannot (say why through the notes).
 */
public final class Profiler {

    /** Which engine. */
    public enum Kind {
        AUTO, ASYNC, JFR;

        public static Kind of(String name) {
            return switch (name.toLowerCase(Locale.ROOT)) {
                case "auto" -> AUTO;
                case "async", "async-profiler" -> ASYNC;
                case "jfr" -> JFR;
                default -> throw new IllegalArgumentException("unknown profiler '" + name + "' (auto, async or jfr)");
            };
        }
    }

    /** Sampling interval when none is given: 10 ms, 100 samples per second of a busy core. */
    public static final Duration INTERVAL = Duration.ofMillis(10);

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Kind kind;
    private final Duration interval;
    private final Consumer<String> notes;

    /**
     * @param interval async-profiler's sampling interval (JFR's is its profile settings' 10 ms)
     * @param notes    where a fallback to JFR is explained (one line)
     */
    public Profiler(Kind kind, Duration interval, Consumer<String> notes) {
        this.kind = kind;
        this.interval = interval;
        this.notes = notes;
    }

    /** Starts profiling the JVM with this pid. */
    public Session start(long pid) throws IOException {
        if (kind == Kind.JFR) {
            return new Session(new JfrEngine().start(pid));
        }
        try {
            return new Session(AsyncProfilerEngine.forThisMachine(interval).start(pid));
        } catch (IOException e) {
            if (kind == Kind.ASYNC) {
                throw e;
            }
            notes.accept("async-profiler cannot profile pid " + pid + " (" + e.getMessage() + "): using JFR");
            return new Session(new JfrEngine().start(pid));
        }
    }

    /** Work measured under the profiler: a load run. */
    public interface Measured<T> {
        T run() throws IOException;
    }

    /**
     * @param result  what the measured work returned
     * @param profile its profile
     */
    public record Profiled<T>(T result, WrittenProfile profile) {
    }

    /** Runs the work with the JVM of this pid profiled, and writes the profile into {@code dir} (even if it failed). */
    public <T> Profiled<T> around(long pid, Path dir, Measured<T> measured) throws IOException {
        Session session = start(pid);
        T result;
        try {
            result = measured.run();
        } catch (IOException | RuntimeException e) {
            session.stop(dir);
            throw e;
        }
        return new Profiled<>(result, session.stop(dir));
    }

    /** A profile being taken. */
    public static final class Session {

        private final Engine.Recording recording;

        private Session(Engine.Recording recording) {
            this.recording = recording;
        }

        /**
         * Stops it and writes the profile into {@code dir}: a run's {@code profile/} ({@link WrittenProfile#FOLDER}), or
         * a comparison's {@code profile/A/}.
         */
        public WrittenProfile stop(Path dir) throws IOException {
            return write(recording.stop(dir), recording.description(), dir);
        }
    }

    /**
     * Writes a profile folder from samples: the profile of a run, or several runs' merged with
     * {@link Stacks#plus(Stacks)}.
     */
    public static WrittenProfile write(Stacks stacks, String engine, Path dir) throws IOException {
        Files.createDirectories(dir);
        stacks.write(dir.resolve("stacks.collapsed"));
        List<LayerShare> layers = LayerTable.of(stacks);
        JSON.writeValue(dir.resolve("layers.json").toFile(), layers);
        WrittenProfile profile = new WrittenProfile(engine, stacks.total(), dir, layers);
        Files.writeString(dir.resolve("layers.md"), "# Where the server's CPU went\n\n" + engine + ".\n\n"
                + profile.markdown());
        FlameGraphPage.write(stacks, "Server CPU: " + engine + ", " + stacks.total() + " samples",
                dir.resolve("flamegraph.html"));
        return profile;
    }

    /** Reads back a profile folder's samples (to merge the profiles of several runs). */
    public static Stacks samples(Path dir) throws IOException {
        return Stacks.read(dir.resolve("stacks.collapsed"));
    }
}
