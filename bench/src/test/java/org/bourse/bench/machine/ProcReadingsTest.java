package org.bourse.bench.machine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** The /proc readings against real processes: a busy child shows up in its parent's tree, with its CPU. */
class ProcReadingsTest {

    @Test
    void aStatLineIsReadAfterTheCommandNameWhateverItHolds() {
        String line = "4242 (my (odd) name) S 17 4242 4242 0 -1 4194560 500 0 0 0 250 31 7 3 20 0 30 0 100 0 0";
        ProcStat s = ProcStat.parse(4242, line);
        assertThat(s.parent()).isEqualTo(17);
        assertThat(s.cpuTicks()).isEqualTo(281);
    }

    @Test
    void theMachineLineSplitsBusyStealAndIdle() {
        MachineCpu c = MachineCpu.parse("cpu  100 5 50 1000 20 3 2 7 0 0");
        assertThat(c.busy()).isEqualTo(160);
        assertThat(c.steal()).isEqualTo(7);
        assertThat(c.total()).isEqualTo(1187);
    }

    @Test
    void aBusyGrandchildCountsForTheTreeOfItsAncestor() throws Exception {
        // bash starts a busy loop as its child: the tree of bash must hold it, and its CPU must count.
        Process shell = new ProcessBuilder("bash", "-c", "(while :; do :; done) & wait").start();
        try {
            ProcessTree tree = new ProcessTree(List.of(shell.pid()));
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
            while (tree.pids().size() < 2 && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(tree.pids()).hasSize(2).contains(shell.pid());
            // the load generator's reading leaves out the servers it started (they are the targets')
            assertThat(ProcessTree.alone(shell.pid()).pids()).containsExactly(shell.pid());
            try (CpuSampler sampler = new CpuSampler(Map.of("busy", tree))) {
                // however busy the machine, the loop gets some CPU: wait for ten ticks of it
                long start = tree.cpuTicks();
                while (tree.cpuTicks() < start + 10 && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                CpuSampler.Window w = sampler.stop();
                assertThat(w.cpuTicks().get("busy")).isGreaterThanOrEqualTo(10);
                assertThat(w.peakRssKb().get("busy")).isPositive();
                assertThat(w.seconds()).isPositive();
                assertThat(w.foreignCores()).isGreaterThanOrEqualTo(0);
            }
        } finally {
            shell.descendants().forEach(ProcessHandle::destroyForcibly);
            shell.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
        }
    }
}
