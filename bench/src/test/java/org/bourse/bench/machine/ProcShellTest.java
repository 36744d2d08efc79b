package org.bourse.bench.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * bench/lib/proc.sh, which the bench/*.run.sh scripts source, reads what {@link ProcessTree} reads: the CPU
 * time and memory of a process and all its descendants, and whether it runs. Checked on a real busy
 * process tree: the script's reading lies between two of Java's taken around it. Its CPU per request is the
 * ticks in microseconds over the requests.
 */
class ProcShellTest {

    static final Path LIB = Repository.root().resolve("bench/lib/proc.sh");

    Process busy;
    ProcessTree tree;

    @BeforeEach
    void startABusyTree() throws Exception {
        // bash with a busy child loop: the CPU is the child's, so only a reading of descendants sees it
        busy = new ProcessBuilder("bash", "-c", "(while :; do :; done) & wait").start();
        tree = new ProcessTree(List.of(busy.pid()));
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while ((tree.pids().size() < 2 || tree.cpuTicks() < 5) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(tree.pids()).hasSize(2);
    }

    @AfterEach
    void stop() throws Exception {
        busy.descendants().forEach(ProcessHandle::destroyForcibly);
        busy.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
    }

    @Test
    void cpuTicksOfTheTreeAgreeWithJava() throws Exception {
        long before = tree.cpuTicks();
        long shell = Long.parseLong(lib("proc_cpu_ticks " + busy.pid()));
        long after = tree.cpuTicks();
        assertThat(shell).isBetween(before, after).isPositive();
    }

    @Test
    void theTreeAndItsMemoryAreTheSameAsJavasAndAGoneProcessIsNotRunning() throws Exception {
        List<String> pids = List.of(lib("proc_tree " + busy.pid()).split("\n"));
        assertThat(pids).containsExactlyInAnyOrderElementsOf(tree.pids().stream().map(String::valueOf).toList());
        long rss = Long.parseLong(lib("proc_rss_kb " + busy.pid()));
        // the two bash processes: a few MB each; the same order as Java's reading
        assertThat(rss).isPositive().isBetween(tree.rssKb() / 2, tree.rssKb() * 2);
        assertThat(lib("proc_is_running " + busy.pid() + " && echo yes || echo no")).isEqualTo("yes");
        assertThat(lib("proc_hz")).isEqualTo("100");

        Process gone = new ProcessBuilder("true").start();
        gone.waitFor(1, TimeUnit.MINUTES);
        assertThat(lib("proc_is_running " + gone.pid() + " && echo yes || echo no")).isEqualTo("no");
        assertThat(lib("proc_cpu_ticks " + gone.pid())).isEqualTo("0");
    }

    @Test
    void cpuPerRequestIsTheTicksInMicrosecondsOverTheCount() throws Exception {
        // 250 ticks of 10 ms: 2.5 s of CPU over 1,000 requests
        assertThat(lib("proc_us_per 250 1000")).isEqualTo("2500.000000");
        assertThat(lib("proc_us_per 250 3 %.1f")).isEqualTo("833333.3");
        assertThat(lib("proc_us_per 250 0")).as("no request").isEqualTo("-");
    }

    /** Runs a command in bash with the library sourced; its output, trimmed. */
    private static String lib(String command) throws IOException, InterruptedException {
        String script = command.equals("proc_hz") ? "echo \"$proc_hz\"" : command;
        Process p = new ProcessBuilder("bash", "-c", ". '" + LIB + "' && " + script).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        assertThat(p.waitFor(2, TimeUnit.MINUTES)).isTrue();
        return out;
    }
}
