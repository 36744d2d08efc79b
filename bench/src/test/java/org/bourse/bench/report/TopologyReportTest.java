package org.bourse.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.machine.Topology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A comparison of two Compose clusters: the topology files bench/scaleout/run.sh writes are read into
 * records, kept in summary.json as bench/compare keeps them, and shown in the report with every container,
 * its image and its limits.
 */
class TopologyReportTest {

    @TempDir
    Path folder;

    /** As bench/scaleout/run.sh writes it from podman inspect (shortened ids). */
    static final String TOPOLOGY_B = """
            {"layout": "deploy/compose/cluster.yaml, project scaleout-b: BOURSE_WEB_NODES=2, BOURSE_NODE_CPUS=1",
             "engine": "podman version 4.3.1, podman-compose 1.0.3",
             "nodes": [
              {"name": "scaleout-b_postgres_1", "service": "postgres", "image": "localhost/bourse-local/postgres:debian",
               "imageId": "5a8646b3b4da5bed2d1c7e72a61c9003", "imageRevision": "", "cpuset": "0", "cpuLimit": null,
               "memoryLimitMb": null},
              {"name": "scaleout-b_web_1", "service": "web", "image": "localhost/bourse:bench",
               "imageId": "sha256:1ab77c26f546f124148a315b7b456f73", "imageRevision": "7b39f1ab7297", "cpuset": "0",
               "cpuLimit": 1.00, "memoryLimitMb": 1536},
              {"name": "scaleout-b_web_2", "service": "web", "image": "localhost/bourse:bench",
               "imageId": "sha256:1ab77c26f546f124148a315b7b456f73", "imageRevision": "7b39f1ab7297", "cpuset": "0",
               "cpuLimit": 1.00, "memoryLimitMb": 1536}
            ]}
            """;

    @Test
    void eachSidesContainersAreShownWithTheirImagesAndLimits() throws Exception {
        Path file = folder.resolve("topology-b.json");
        Files.writeString(file, TOPOLOGY_B);
        Topology b = Topology.read(file);
        assertThat(b.nodes()).extracting(Topology.Node::service).containsExactly("postgres", "web", "web");
        assertThat(b.nodes().get(1).memoryLimitMb()).isEqualTo(1536L);
        assertThat(b.nodes().get(0).cpuLimit()).isNull();

        Map<String, Object> target = new LinkedHashMap<>();
        target.put("label", "2 nodes");
        target.put("url", "http://127.0.0.1:18402");
        target.put("started", false);
        target.put("pids", List.of());
        target.put("cgroups", List.of("/sys/fs/cgroup/cpuacct/libpod_parent/libpod-1",
                "/sys/fs/cgroup/cpuacct/libpod_parent/libpod-2"));
        target.put("topology", b);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("kind", "compare");
        summary.put("workload", "scenario");
        summary.put("targets", Map.of("A", Map.of("label", "1 node"), "B", target));
        summary.put("runs", List.of());
        GatlingSummary.JSON.writeValue(folder.resolve("summary.json").toFile(), summary);

        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<h4>Containers of B: 3</h4>")
                .contains("deploy/compose/cluster.yaml, project scaleout-b: BOURSE_WEB_NODES=2")
                .contains("podman version 4.3.1, podman-compose 1.0.3")
                .contains("<td>scaleout-b_web_2</td><td>web</td><td>localhost/bourse:bench</td>"
                        + "<td><code title=\"1ab77c26f546f124148a315b7b456f73\">1ab77c26f546</code></td>"
                        + "<td>7b39f1ab7297</td><td>0</td><td>1.00 cores</td><td>1536 MiB</td>")
                .contains("<td>scaleout-b_postgres_1</td><td>postgres</td>")
                .contains("<td>–</td><td>0</td><td>none</td><td>none</td>")
                .contains("<code>/sys/fs/cgroup/cpuacct/libpod_parent/libpod-1</code><br>"
                        + "<code>/sys/fs/cgroup/cpuacct/libpod_parent/libpod-2</code>")
                .contains("<h3>Target A: 1 node</h3>")
                // A has no topology: no containers table for it, though the table for B is there
                .contains("<table id=\"topology-B\">").doesNotContain("Containers of A").doesNotContain("topology-A");
    }

    @Test
    void aMisspeltFieldIsRefusedRatherThanLeftOutOfTheReport() throws Exception {
        Path file = folder.resolve("topology.json");
        Files.writeString(file, TOPOLOGY_B.replace("\"memoryLimitMb\": 1536", "\"memoryLimit\": 1536"));
        assertThatThrownBy(() -> Topology.read(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("memoryLimit");
        Files.writeString(file, "{\"layout\": \"x\", \"nodes\": []}");
        assertThatThrownBy(() -> Topology.read(file)).hasMessageContaining("lists no nodes");
    }
}
