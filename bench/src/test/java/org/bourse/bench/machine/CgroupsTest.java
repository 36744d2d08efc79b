package org.bourse.bench.machine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A target's containers counted by their cgroups, on a fake /sys/fs/cgroup: the path podman gives is found
 * under the v1 cpuacct controller or the v2 hierarchy, the kernel's CPU total is what counts (a process
 * that ended keeps its time there), and a container removed mid-run keeps what it had used.
 */
class CgroupsTest {

    @TempDir
    Path mount;

    private Path cgroup(String controller, String path, String file, String content) throws Exception {
        Path d = Files.createDirectories(controller.isEmpty() ? mount.resolve(path) : mount.resolve(controller).resolve(path));
        Files.writeString(d.resolve(file), content);
        Files.writeString(d.resolve("cgroup.procs"), "");
        return d;
    }

    @Test
    void containersOnBothCgroupVersionsAddUpInTicks() throws Exception {
        // v1: nanoseconds in cpuacct.usage; v2: microseconds in cpu.stat (2.5 s and 1.25 s)
        Path v1 = cgroup("cpuacct", "libpod_parent/libpod-aaa", "cpuacct.usage", "2500000000\n");
        cgroup("", "machine.slice/libpod-bbb.scope", "cpu.stat",
                "usage_usec 1250000\nuser_usec 1000000\nsystem_usec 250000\n");
        Cgroups g = Cgroups.of(List.of("/libpod_parent/libpod-aaa", "/machine.slice/libpod-bbb.scope"), mount);
        assertThat(g.directories()).containsExactly(v1, mount.resolve("machine.slice/libpod-bbb.scope"));
        assertThat(g.cpuTicks()).isEqualTo(375);
        assertThat(g.unknown()).isFalse();

        // the kernel's total goes on growing, backends that ended included: only it is read
        Files.writeString(v1.resolve("cpuacct.usage"), "3500000000\n");
        assertThat(g.cpuTicks()).isEqualTo(475);
    }

    @Test
    void aContainerRemovedMidRunKeepsWhatItUsed() throws Exception {
        Path d = cgroup("cpuacct", "libpod_parent/libpod-ccc", "cpuacct.usage", "700000000");
        Cgroups g = Cgroups.of(List.of(d.toString()), mount);
        assertThat(g.cpuTicks()).isEqualTo(70);
        Files.delete(d.resolve("cpuacct.usage"));
        Files.delete(d.resolve("cgroup.procs"));
        Files.delete(d);
        assertThat(g.cpuTicks()).as("not back to 0, which would make the run's CPU negative").isEqualTo(70);
        assertThat(g.pids()).isEmpty();
    }

    @Test
    void memoryIsThatOfTheProcessesInTheCgroupAndBelow() throws Exception {
        Path d = cgroup("cpuacct", "libpod_parent/libpod-ddd", "cpuacct.usage", "0");
        // a process whose memory stays put while it is read twice: cat, once it has echoed a line, waits in
        // read(2) with its libraries loaded and its buffer allocated (a just-started process may still be in
        // exec, its RSS growing between the two readings)
        Process idle = new ProcessBuilder("cat").start();
        try {
            idle.getOutputStream().write("ready\n".getBytes(StandardCharsets.US_ASCII));
            idle.getOutputStream().flush();
            assertThat(idle.inputReader(StandardCharsets.US_ASCII).readLine()).isEqualTo("ready");
            Files.writeString(Files.createDirectories(d.resolve("inner")).resolve("cgroup.procs"), idle.pid() + "\n");
            Cgroups g = Cgroups.of(List.of("libpod_parent/libpod-ddd"), mount);
            assertThat(g.pids()).containsExactly(idle.pid());
            assertThat(g.rssKb()).isEqualTo(ProcStat.rssKb(idle.pid())).isPositive();
        } finally {
            idle.destroyForcibly().waitFor();
        }
    }

    @Test
    void aCgroupWithoutCpuAccountingIsRefusedBeforeAnyLoad() throws Exception {
        Files.createDirectories(mount.resolve("memory/libpod_parent/libpod-eee"));
        assertThatThrownBy(() -> Cgroups.of(List.of("/libpod_parent/libpod-eee"), mount))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no CPU accounting for cgroup /libpod_parent/libpod-eee");
    }

    @Test
    void processesAndContainersOfOneTargetAreSummed() throws Exception {
        Cgroups containers = Cgroups.of(List.of(cgroup("cpuacct", "c", "cpuacct.usage", "1000000000").toString()),
                mount);
        CpuGroup nobody = new ProcessTree(List.of());
        assertThat(CpuGroup.all(List.of(nobody, Cgroups.of(List.of(), mount))).unknown()).isTrue();
        assertThat(CpuGroup.all(List.of(nobody, containers))).isSameAs(containers);
        CpuGroup me = new ProcessTree(List.of(ProcessHandle.current().pid()));
        CpuGroup both = CpuGroup.all(List.of(me, containers));
        long mine = me.cpuTicks();
        assertThat(both.cpuTicks()).isBetween(mine + 100, me.cpuTicks() + 100);
        assertThat(both.pids()).contains(ProcessHandle.current().pid());
    }
}
