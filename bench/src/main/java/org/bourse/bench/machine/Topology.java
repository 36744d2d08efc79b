package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * What one side of a comparison runs on when it is a group of containers: each container (node) with its
 * image and limits, as a script wrote it from the container engine ({@code bench/scaleout/run.sh} from
 * {@code podman inspect}) for {@code bench/compare --X-topology FILE}. Recorded in the summary and shown
 * in the disclosure report.
 *
 * @param layout what was deployed, and how (a Compose file and its settings)
 * @param engine the container engine and its version
 * @param nodes  every container of the side, each of whose CPU counts
 */
public record Topology(String layout, String engine, List<Node> nodes) {

    /** Unknown fields are refused: a misspelt one would otherwise vanish from the report without a word. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    public Topology {
        nodes = nodes == null ? List.of() : List.copyOf(nodes);
    }

    /**
     * One container.
     *
     * @param name          its name ({@code <project>_<service>_<n>} with podman-compose)
     * @param service       the Compose service it is a replica of
     * @param image         the image's name
     * @param imageId       the image's id (its digest)
     * @param imageRevision the source revision the image was built from (its OCI label), if it says
     * @param cpuset        the CPUs it may run on (empty: all)
     * @param cpuLimit      its CPU quota in cores (null: none)
     * @param memoryLimitMb its memory limit in MiB (null: none)
     */
    public record Node(String name, String service, String image, String imageId, String imageRevision,
            String cpuset, Double cpuLimit, Long memoryLimitMb) {
    }

    public static Topology read(Path file) {
        try {
            Topology t = JSON.readValue(file.toFile(), Topology.class);
            if (t.nodes().isEmpty()) {
                throw new IllegalArgumentException("topology " + file + " lists no nodes");
            }
            return t;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the topology " + file + ": " + e.getMessage(), e);
        }
    }
}
