package org.bourse.bench.compare;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.bourse.bench.machine.ServerPid;
import org.bourse.bench.profile.WrittenProfile;
import org.bourse.bench.profile.ProfileEntry;
import org.bourse.bench.profile.ProfileRequest;
import org.bourse.bench.profile.Profiler;
import org.bourse.bench.profile.Stacks;

/**
 * {@code bench/compare --profile}: each target's server profiled during its measured runs only (not the
 * warm-up); each run keeps its own profile ({@code A/round-1/profile/}), and each target gets its rounds'
 * samples together in {@code profile/A/} and {@code profile/B/}: one flame graph and one layer table each,
 * every round weighted by the CPU it took.
 */
final class CompareProfiling {

    static final CompareProfiling OFF = new CompareProfiling(null, Map.of());

    private final Profiler profiler;
    private final Map<String, Long> pids;
    private final Map<String, Stacks> merged = new LinkedHashMap<>();
    private final Map<String, String> engines = new LinkedHashMap<>();
    private final Map<String, Integer> runs = new LinkedHashMap<>();

    private CompareProfiling(Profiler profiler, Map<String, Long> pids) {
        this.profiler = profiler;
        this.pids = pids;
    }

    /** The JVM of each target: among its processes (--X-pid, or the one compare started), else its port's owner. */
    static CompareProfiling of(ProfileRequest request, Map<String, CompareTarget> targets, PrintStream out) {
        if (!request.on()) {
            return OFF;
        }
        Map<String, Long> pids = new LinkedHashMap<>();
        for (Map.Entry<String, CompareTarget> t : targets.entrySet()) {
            CompareTarget target = t.getValue();
            try {
                pids.put(t.getKey(), target.cpu().unknown() ? ServerPid.of(target.url())
                        : ServerPid.jvmAmong(target.cpu()));
            } catch (IOException e) {
                throw new IllegalArgumentException("--profile: target " + t.getKey() + ": " + e.getMessage(), e);
            }
        }
        out.println("bench/compare: profiling the servers' CPU (A pid " + pids.get("A") + ", B pid " + pids.get("B")
                + ") during each measured run");
        return new CompareProfiling(request.profiler(note -> out.println("bench/compare: " + note)), pids);
    }

    /** Runs one measured run of a target with its server profiled into {@code runFolder/profile/}. */
    <T> T around(String target, Path runFolder, Profiler.Measured<T> measured) throws IOException {
        if (profiler == null) {
            return measured.run();
        }
        Profiler.Profiled<T> run = profiler.around(pids.get(target), runFolder.resolve(WrittenProfile.FOLDER), measured);
        merged.merge(target, Profiler.samples(run.profile().directory()), Stacks::plus);
        engines.put(target, run.profile().engine());
        runs.merge(target, 1, Integer::sum);
        return run.result();
    }

    /**
     * Writes {@code profile/A/} and {@code profile/B/} in the comparison's folder; returns what
     * {@code summary.json}'s {@code profile} says of them (null when not profiled), and appends each target's
     * layer table to the markdown.
     */
    Map<String, ProfileEntry> finish(Path folder, StringBuilder markdown) throws IOException {
        if (profiler == null || merged.isEmpty()) {
            return null;
        }
        Map<String, ProfileEntry> entry = new LinkedHashMap<>();
        for (Map.Entry<String, Stacks> m : merged.entrySet()) {
            String target = m.getKey();
            WrittenProfile p = Profiler.write(m.getValue(), engines.get(target) + "; " + runs.get(target)
                    + " measured run(s) together", folder.resolve(WrittenProfile.FOLDER).resolve(target));
            ProfileEntry s = p.summary(folder).ofTarget(pids.get(target), runs.get(target));
            entry.put(target, s);
            markdown.append("\n## Where the server's CPU went: ").append(target).append("\n\n").append(p.engine())
                    .append("; flame graph: `").append(s.flamegraph()).append("`.\n\n").append(p.markdown());
        }
        return entry;
    }
}
