package org.bourse.bench.load;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import org.bourse.bench.machine.ProcessTree;
import org.bourse.bench.machine.ServerPid;
import org.bourse.bench.profile.WrittenProfile;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.profile.Profiler;
import org.bourse.bench.results.LoadSummary;
import org.bourse.bench.results.PeakSummary;

/**
 * {@code --profile}: the server's CPU profile around each Gatling run (each level of a peak search), nothing
 * before or after it; the run's folder gets the profile of its run, a peak search's folder the peak level's,
 * and {@code summary.json} a {@code profile} entry naming the files.
 */
final class ServerProfiling {

    /** A run without profiling. */
    static final ServerProfiling OFF = new ServerProfiling(null, 0, null);

    private final Profiler profiler;
    private final long pid;
    private final PrintStream out;
    private final Map<Path, WrittenProfile> profiles = new HashMap<>();

    private ServerProfiling(Profiler profiler, long pid, PrintStream out) {
        this.profiler = profiler;
        this.pid = pid;
        this.out = out;
    }

    /**
     * The options with the server's processes named, as the profile needs them: {@code --server-pid}'s, else the
     * port's owner, whose CPU the report then counts too (a single run's server section).
     */
    static LoadOptions namingServer(LoadOptions o) {
        if (!o.serverPids().isEmpty()) {
            return o;
        }
        try {
            return o.withServerPids(List.of(ServerPid.of(o.url())));
        } catch (IOException e) {
            throw new IllegalArgumentException("--profile: " + e.getMessage(), e);
        }
    }

    /** The profiling {@code --profile} asks for, of the JVM among the server's processes ({@link #namingServer}). */
    static ServerProfiling of(LoadOptions o, PrintStream out) {
        long pid;
        try {
            pid = ServerPid.jvmAmong(new ProcessTree(o.serverPids()));
        } catch (IOException e) {
            throw new IllegalArgumentException("--profile: " + e.getMessage(), e);
        }
        Profiler profiler = o.profile().profiler(note -> out.println("bench/load: " + note));
        out.println("bench/load: profiling the server's CPU (pid " + pid + ") during each measured run");
        return new ServerProfiling(profiler, pid, out);
    }

    /** Runs the measurement with the server profiled; the profile goes into {@code folder/profile/}. */
    <T> T around(Path folder, Profiler.Measured<T> measured) throws IOException {
        if (profiler == null) {
            return measured.run();
        }
        Profiler.Profiled<T> p = profiler.around(pid, folder.resolve(WrittenProfile.FOLDER), measured);
        profiles.put(folder.toAbsolutePath(), p.profile());
        return p.result();
    }

    /**
     * After a run: its summary gains the profile (a peak search's, the peak level's, copied to its own folder),
     * and {@code summary.md} the layer table.
     */
    void finish(Path folder) throws IOException {
        if (profiler == null) {
            return;
        }
        if (!Files.exists(folder.resolve(LoadSummary.FILE))) {
            return;
        }
        LoadSummary doc = LoadSummary.read(folder);
        WrittenProfile profile = profiles.get(folder.toAbsolutePath());
        Integer level = null;
        if (profile == null && doc instanceof PeakSummary search && search.peakUsers() != null) {
            int peak = search.peakUsers();
            Path levelFolder = folder.resolve(String.format(Locale.ROOT, "level-%05d", peak)).toAbsolutePath();
            WrittenProfile atPeak = profiles.get(levelFolder);
            if (atPeak != null) {
                copy(atPeak.directory(), folder.resolve(WrittenProfile.FOLDER));
                profile = new WrittenProfile(atPeak.engine(), atPeak.samples(), folder.resolve(WrittenProfile.FOLDER),
                        atPeak.layers());
                level = peak;
            }
        }
        if (profile == null) {
            return;
        }
        ProfileEntry entry = level == null ? profile.summary(folder) : profile.summary(folder).atLevel(level);
        doc.withProfile(entry).write(folder);
        String md = "\n## Where the server's CPU went" + (level == null ? "" : " (at the peak, " + level + " users)")
                + "\n\n" + profile.engine() + "; flame graph: `" + entry.flamegraph() + "`.\n\n" + profile.markdown();
        Files.writeString(folder.resolve("summary.md"), md, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        out.print(md);
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()), StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
