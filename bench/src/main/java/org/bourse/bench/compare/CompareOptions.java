package org.bourse.bench.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.bourse.bench.cli.CommandLines;
import org.bourse.bench.gatling.Folders;
import org.bourse.bench.gatling.LoadSettings;
import org.bourse.bench.gatling.Requests;
import org.bourse.bench.gatling.Workload;
import org.bourse.bench.profile.ProfileRequest;
import org.bourse.bench.server.Admin;

/**
 * The command line of {@code bench/compare}, parsed and checked ({@link CompareCommandLine} declares it).
 *
 * @param workload   the one workload compared on
 * @param a          target A
 * @param b          target B
 * @param rounds     rounds of A and B
 * @param warmup     how each target is warmed up
 * @param maxForeign cores of CPU other programs may use during a run before it is left out of the ratio
 * @param serverCpus the started servers' CPUs, taskset's syntax (null: not pinned)
 * @param name       the run folder's name (null: compare-WORKLOAD-time)
 * @param load       the load of every run
 * @param requests   what the workload sends
 * @param admin      the admin's access, for the run check and reset around Trade runs
 * @param profile    whether the servers' CPU is profiled during the measured runs
 * @param folders    the checkout and where the run folder goes
 */
record CompareOptions(Workload workload, TargetSpec a, TargetSpec b, int rounds, Warmup warmup, double maxForeign,
        String serverCpus, String name, LoadSettings load, Requests requests, Admin admin, ProfileRequest profile,
        Folders folders) {

    /** The options, or nothing when {@code --help} asked for the help; IllegalArgumentException for a usage error. */
    static Optional<CompareOptions> parse(String... args) {
        return CommandLines.parse(new CompareCommandLine(), args);
    }

    static String help() {
        return CommandLines.help(new CompareCommandLine());
    }

    Steadiness steadiness() {
        return warmup.steadiness();
    }

    /** Which of A and B runs when: A B, then B A, then A B…: each round reverses the order of the last. */
    List<String> order() {
        List<String> order = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            order.addAll(r % 2 == 0 ? List.of("A", "B") : List.of("B", "A"));
        }
        return order;
    }
}
