package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * {@code bench/scaleout/run.sh} as a user runs it, at its smallest: both Compose projects (one web node, two) up
 * on this build's images with 20 users, three rounds of a second of {@code bench/compare scenario} after a warm-up
 * of two, every run counted whatever else the machine does ({@code --max-foreign 2}: this is no measurement). It
 * ends with status 0, its table has every round of both sides with requests and no error, both run checks
 * passed, and both projects are gone afterwards. The bench module's {@code ScriptSmokeTest} runs the other
 * scripts; this one needs the images and podman of the container tests.
 */
@ResourceLock(Podman.LOCK)
class ScaleOutScriptTest {

    /** Both clusters' start (a first population of an empty database each) and a few seconds of load. */
    private static final Duration WITHIN = Duration.ofMinutes(30);
    private static final Pattern RESULTS = Pattern.compile("(?m)^bench/compare: results in (\\S+)$");

    @Test
    void oneNodeAndTwoAreComparedWithoutAFailure() throws Exception {
        Podman podman = Podman.installed();
        Images images = Images.build(podman);
        String project = "scaleoutit" + UUID.randomUUID().toString().substring(0, 8);
        Map<String, String> environment = new HashMap<>(images.variables());
        environment.putAll(Map.of("PROJECT", project, "FIRST_PORT", Integer.toString(firstPort()),
                "BOURSE_POPULATION_USERS", "20", "BOURSE_POPULATION_QUOTES", "20",
                "READY_WITHIN", Long.toString(ComposeCluster.READY_WITHIN.toSeconds())));
        // Fails with the end of the output if the script does not end with status 0.
        String output = podman.script(WITHIN, environment, "bench/scaleout/run.sh", "--rounds", "3",
                "--duration", "1", "--warmup-slice", "1", "--warmup-max", "2", "--users", "2", "--max-foreign", "2");
        try {
            // | round | target | req/s | p50 ms | p99 ms | errors | CPU µs/req | RSS MB | foreign cores | excluded |
            List<List<String>> rounds = output.lines().filter(l -> l.matches("\\| [1-3] \\| [AB] \\|.*"))
                    .map(l -> Arrays.stream(l.substring(1).split("\\|")).map(String::trim).toList()).toList();
            assertThat(rounds).as(output).extracting(r -> r.get(1)).containsExactlyInAnyOrder("A", "A", "A", "B", "B", "B");
            for (List<String> r : rounds) {
                assertThat(Double.parseDouble(r.get(2))).as("round %s of %s: req/s", r.get(0), r.get(1)).isPositive();
                assertThat(r.get(5)).as("round %s of %s: errors", r.get(0), r.get(1)).isEqualTo("0");
            }
            assertThat(output).contains("bench/compare: run check of A: passed", "bench/compare: run check of B: passed");
            for (String side : List.of("a", "b")) {
                assertThat(podman.podman(Duration.ofMinutes(2), "ps", "-a", "--filter",
                        "label=io.podman.compose.project=" + project + "-" + side, "--format", "{{.Names}}"))
                        .as("the containers of %s-%s", project, side).isBlank();
            }
        } finally {
            Matcher folder = RESULTS.matcher(output);
            if (folder.find()) {
                deleteTree(Path.of(folder.group(1)));
            }
        }
    }

    /** A FIRST_PORT whose next four ports are free: the front ends' (+1, +2) and their TLS listeners' (+3, +4). */
    private static int firstPort() throws IOException {
        for (int attempt = 0; attempt < 100; attempt++) {
            int first;
            try (ServerSocket s = new ServerSocket(0)) {
                first = s.getLocalPort() - 1;
            }
            if (first + 4 <= 65_535 && free(first + 1) && free(first + 2) && free(first + 3) && free(first + 4)) {
                return first;
            }
        }
        throw new IllegalStateException("no four free ports in a row on 127.0.0.1");
    }

    private static boolean free(int port) {
        try (ServerSocket s = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The comparison's folder in bench/results: a test's run is no result. */
    private static void deleteTree(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
    }
}
