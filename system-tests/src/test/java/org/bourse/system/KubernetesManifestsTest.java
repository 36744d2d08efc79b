package org.bourse.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.stream.Stream;

import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The Kubernetes manifests under {@code deploy/kubernetes} (docs/deploy.md). No cluster runs here, and
 * kubectl is no Debian package, so the kustomize overlays are read as files: every document of every YAML
 * file, checked for what a user relies on (probes on the actuator, resources, a non-root user, a
 * disruption budget over the web nodes, Services that reach pods, no password in a committed file). The
 * single-node H2 manifest is also run with {@code podman kube play}, which takes plain Deployments: it
 * must become ready and serve the Trade pages.
 */
@ResourceLock(Podman.LOCK)
class KubernetesManifestsTest {

    private static final Path MANIFESTS = Repository.root().resolve("deploy/kubernetes");
    private static final Path SINGLE_H2 = MANIFESTS.resolve("single-h2.yaml");
    private static final String READINESS = "/actuator/health/readiness";
    private static final String LIVENESS = "/actuator/health/liveness";
    /** A first start populates the database before the port opens: minutes on a busy machine. */
    private static final Duration READY_WITHIN = Duration.ofMinutes(5);

    @Test
    void everyBourseContainerIsProbedOnTheActuatorLimitedAndNotRoot() throws IOException {
        List<Map<String, Object>> deployments = documents("Deployment");
        assertThat(deployments).extracting(d -> name(d))
                .contains("bourse", "bourse-web", "bourse-processor", "postgres", "rabbitmq", "redis");
        int bourseContainers = 0;
        for (Map<String, Object> deployment : deployments) {
            Map<String, Object> pod = map(map(map(deployment, "spec"), "template"), "spec");
            for (Map<String, Object> container : list(pod, "containers")) {
                String where = name(deployment) + "/" + container.get("name");
                Map<String, Object> resources = map(container, "resources");
                assertThat(map(resources, "requests")).as("%s: requests", where).containsKeys("cpu", "memory");
                assertThat(map(resources, "limits")).as("%s: limits", where).containsKeys("cpu", "memory");
                if (!String.valueOf(container.get("image")).startsWith("bourse:")) {
                    continue;
                }
                bourseContainers++;
                // The default JVM options hold a 512 MB heap: a limit near it would kill the JVM.
                assertThat(String.valueOf(map(resources, "limits").get("memory"))).as(where).isEqualTo("1536Mi");
                assertThat(map(pod, "securityContext")).as("%s: the image's user", where)
                        .containsEntry("runAsNonRoot", true).containsEntry("runAsUser", 10001);
                // A 5 s preStop pause, a 3 s connection drain, then a graceful shutdown of up to 20 s.
                assertThat((Integer) pod.get("terminationGracePeriodSeconds")).as(where).isGreaterThanOrEqualTo(30);
                if (isProcessor(container)) {
                    // No web server, no port: any HTTP probe would fail and restart it forever.
                    assertThat(container).as("%s: serves no HTTP", where)
                            .doesNotContainKeys("ports", "readinessProbe", "livenessProbe", "startupProbe");
                } else {
                    assertThat(httpProbe(container, "readinessProbe")).as(where).isEqualTo(READINESS + " 8080");
                    assertThat(httpProbe(container, "livenessProbe")).as(where).isEqualTo(LIVENESS + " 8080");
                    assertThat(httpProbe(container, "startupProbe")).as(where).isEqualTo(LIVENESS + " 8080");
                    Map<String, Object> startup = map(container, "startupProbe");
                    assertThat((Integer) startup.get("periodSeconds") * (Integer) startup.get("failureThreshold"))
                            .as("%s: seconds a first start may take (population)", where).isGreaterThanOrEqualTo(600);
                }
                if (!name(deployment).equals("bourse")) {
                    // The cluster's passwords: bourse-secrets' keys as setting files (the image's configtree).
                    assertThat(secretMountedAt(pod, container, "/run/secrets")).as(where).isEqualTo("bourse-secrets");
                }
            }
        }
        assertThat(bourseContainers).isEqualTo(3);
    }

    @Test
    void aDisruptionBudgetCoversTheWebPodsAndEveryServiceReachesPods() throws IOException {
        Map<String, Object> web = deployment("bourse-web");
        Map<String, Object> processor = deployment("bourse-processor");
        List<Map<String, Object>> budgets = documents("PodDisruptionBudget").stream()
                .filter(b -> selects(map(map(b, "spec"), "selector"), podLabels(web))).toList();
        assertThat(budgets).as("a PodDisruptionBudget selecting the web pods").hasSize(1);
        assertThat(selects(map(map(budgets.get(0), "spec"), "selector"), podLabels(processor)))
                .as("the web nodes' budget leaves the processor alone").isFalse();

        List<Map<String, Object>> deployments = documents("Deployment");
        for (Map<String, Object> service : documents("Service")) {
            Map<String, String> selector = stringMap(map(map(service, "spec"), "selector"));
            assertThat(deployments).as("pods for the Service %s", name(service))
                    .anyMatch(d -> podLabels(d).entrySet().containsAll(selector.entrySet()));
        }
        assertThat(documents("Ingress")).extracting(i -> name(i)).containsExactly("bourse");
    }

    @Test
    void passwordsAreNeverCommittedAndEveryFileAKustomizationNamesExists() throws IOException {
        assertThat(documents("Secret")).as("Secrets come from each overlay's uncommitted secrets.env").isEmpty();
        try (Stream<Path> files = Files.walk(MANIFESTS)) {
            for (Path kustomization : files.filter(f -> f.getFileName().toString().equals("kustomization.yaml"))
                    .toList()) {
                Path dir = kustomization.getParent();
                Map<String, Object> k = load(kustomization).get(0);
                List<String> named = new ArrayList<>();
                named.addAll(strings(k.get("resources")));
                for (String generators : List.of("configMapGenerator", "secretGenerator")) {
                    for (Map<String, Object> generator : maps(k.get(generators))) {
                        named.addAll(strings(generator.get("envs")));
                    }
                }
                for (String file : named) {
                    // secrets.env is the user's copy of the example beside it, with the passwords filled in.
                    String expected = file.equals("secrets.env") ? "secrets.env.example" : file;
                    assertThat(dir.resolve(expected)).as("named by %s", MANIFESTS.relativize(kustomization)).exists();
                }
            }
        }
    }

    /**
     * {@code podman kube play} of the single-node H2 manifest as shipped, but for the image (this build's),
     * names of this test's own (pod, volumes) and a host port on 127.0.0.1 (podman publishes only hostPorts;
     * Services it skips). It must come up as uid 10001 on its read-only root, answer readiness, and serve the
     * welcome page.
     */
    @Test
    void theSingleNodeH2ManifestRunsUnderPodmanKubePlay(@TempDir Path dir) throws Exception {
        Podman podman = Podman.installed();
        Images.build(podman);
        String name = "bourse-kube-" + UUID.randomUUID().toString().substring(0, 8);
        int port = freePort();
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, forPodman(name, port), StandardCharsets.UTF_8);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        try {
            // podman 4.3 looks for a build folder named after the image in its working directory, the
            // repository root, where the file bourse stops it ("not a directory"); an empty folder instead.
            podman.podman(Duration.ofMinutes(2), "kube", "play", "--build", "--context-dir", dir.toString(),
                    file.toString());
            String container = name + "-pod-0-bourse";
            awaitReady(podman, http, container, port);

            HttpResponse<String> page = get(http, port, "/app");
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("Welcome to Bourse Trade", "name=\"uid\"", "name=\"passwd\"");
            assertThat(podman.podman(Duration.ofSeconds(30), "exec", container, "id", "-u").trim()).isEqualTo("10001");
            assertThat(podman.podman(Duration.ofSeconds(30), "inspect", "--format", "{{.HostConfig.ReadonlyRootfs}}",
                    container).trim()).isEqualTo("true");
        } finally {
            // kube down removes the pod (and its emptyDir volumes); the claim's volume stays, like a PVC.
            podman.podmanOrNull(Duration.ofMinutes(2), "kube", "down", file.toString());
            podman.podmanOrNull(Duration.ofMinutes(1), "volume", "rm", "--force", name + "-data");
            podman.podmanOrNull(Duration.ofMinutes(1), "volume", "rm", "--force", name + "-tmp");
        }
    }

    /** single-h2.yaml with this test's image, names and published port. */
    private static String forPodman(String name, int port) throws IOException {
        List<Map<String, Object>> docs = load(SINGLE_H2);
        for (Map<String, Object> doc : docs) {
            switch (String.valueOf(doc.get("kind"))) {
                case "PersistentVolumeClaim" -> map(doc, "metadata").put("name", name + "-data");
                case "Deployment" -> {
                    map(doc, "metadata").put("name", name);
                    Map<String, Object> pod = map(map(map(doc, "spec"), "template"), "spec");
                    // podman makes a named volume of every pod volume: names of this pod's own.
                    for (Map<String, Object> volume : list(pod, "volumes")) {
                        String old = (String) volume.get("name");
                        volume.put("name", name + "-" + old);
                        if (volume.get("persistentVolumeClaim") instanceof Map<?, ?> claim) {
                            KubernetesManifestsTest.<Map<String, Object>>cast(claim).put("claimName", name + "-data");
                        }
                        for (Map<String, Object> c : list(pod, "containers")) {
                            for (Map<String, Object> mount : list(c, "volumeMounts")) {
                                if (old.equals(mount.get("name"))) {
                                    mount.put("name", name + "-" + old);
                                }
                            }
                        }
                    }
                    Map<String, Object> container = list(pod, "containers").get(0);
                    container.put("image", Images.BOURSE);
                    Map<String, Object> http = list(container, "ports").get(0);
                    http.put("hostIP", "127.0.0.1");
                    http.put("hostPort", port);
                }
                default -> { }
            }
        }
        DumperOptions options = new DumperOptions();
        options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
        return new Yaml(options).dumpAll(docs.iterator());
    }

    /** Polls readiness until UP; fails early, with the log, if the container stops. */
    private static void awaitReady(Podman podman, HttpClient http, String container, int port) throws Exception {
        long deadline = System.nanoTime() + READY_WITHIN.toNanos();
        String last = "no answer";
        while (System.nanoTime() < deadline) {
            try {
                HttpResponse<String> r = get(http, port, READINESS);
                if (r.statusCode() == 200 && r.body().contains("\"UP\"")) {
                    return;
                }
                last = r.statusCode() + " " + r.body();
            } catch (IOException e) {
                last = e.toString();
            }
            String state = podman.podmanOrNull(Duration.ofSeconds(30), "inspect", "--format", "{{.State.Status}}",
                    container);
            if (state != null && !state.trim().equals("running")) {
                throw new AssertionError(container + " is " + state.trim() + " before it was ready:\n" + log(podman, container));
            }
            Thread.sleep(2000);
        }
        throw new AssertionError(container + " not ready within " + READY_WITHIN + " (last: " + last + "):\n"
                + log(podman, container));
    }

    private static String log(Podman podman, String container) {
        return Objects.requireNonNullElse(podman.podmanOrNull(Duration.ofSeconds(30), "logs", "--tail", "60", container),
                "(no log)");
    }

    private static HttpResponse<String> get(HttpClient http, int port, String path) throws IOException,
            InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(10)).build();
        return http.send(request, HttpResponse.BodyHandlers.ofString());
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    // --- reading the manifests ---

    /** Every document of this kind in every YAML file under deploy/kubernetes. */
    private static List<Map<String, Object>> documents(String kind) throws IOException {
        List<Map<String, Object>> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MANIFESTS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".yaml") || f.toString().endsWith(".yml"))
                    .sorted().toList()) {
                for (Map<String, Object> doc : load(file)) {
                    if (kind.equals(doc.get("kind"))) {
                        found.add(doc);
                    }
                }
            }
        }
        return found;
    }

    private static List<Map<String, Object>> load(Path file) throws IOException {
        List<Map<String, Object>> docs = new ArrayList<>();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            for (Object doc : new Yaml().loadAll(reader)) {
                if (doc != null) {
                    assertThat(doc).as("a YAML mapping in %s", file).isInstanceOf(Map.class);
                    docs.add(cast(doc));
                }
            }
        }
        return docs;
    }

    private static Map<String, Object> deployment(String name) throws IOException {
        return documents("Deployment").stream().filter(d -> name(d).equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no Deployment " + name));
    }

    private static boolean isProcessor(Map<String, Object> container) {
        return list(container, "env").stream()
                .anyMatch(e -> "BOURSE_TRADE_BROKER_ROLE".equals(e.get("name")) && "processor".equals(e.get("value")));
    }

    /** "path port" of an HTTP probe. */
    private static String httpProbe(Map<String, Object> container, String probe) {
        Map<String, Object> get = map(map(container, probe), "httpGet");
        return get.get("path") + " " + get.get("port");
    }

    /** The Secret mounted at this path in this container, or null. */
    private static String secretMountedAt(Map<String, Object> pod, Map<String, Object> container, String path) {
        for (Map<String, Object> mount : list(container, "volumeMounts")) {
            if (path.equals(mount.get("mountPath"))) {
                for (Map<String, Object> volume : list(pod, "volumes")) {
                    if (mount.get("name").equals(volume.get("name")) && volume.get("secret") != null) {
                        return (String) map(volume, "secret").get("secretName");
                    }
                }
            }
        }
        return null;
    }

    private static Map<String, String> podLabels(Map<String, Object> deployment) {
        return stringMap(map(map(map(deployment, "spec"), "template"), "metadata").get("labels"));
    }

    private static boolean selects(Map<String, Object> selector, Map<String, String> labels) {
        Map<String, String> match = stringMap(selector.get("matchLabels"));
        return !match.isEmpty() && labels.entrySet().containsAll(match.entrySet());
    }

    private static String name(Map<String, Object> doc) {
        return String.valueOf(map(doc, "metadata").get("name"));
    }

    private static Map<String, Object> map(Map<String, Object> parent, String key) {
        Object value = parent.get(key);
        assertThat(value).as("%s in %s", key, parent.keySet()).isInstanceOf(Map.class);
        return cast(value);
    }

    private static List<Map<String, Object>> list(Map<String, Object> parent, String key) {
        return maps(parent.get(key));
    }

    private static List<Map<String, Object>> maps(Object value) {
        List<Map<String, Object>> maps = new ArrayList<>();
        if (value instanceof List<?> items) {
            for (Object item : items) {
                maps.add(cast(item));
            }
        }
        return maps;
    }

    private static List<String> strings(Object value) {
        List<String> strings = new ArrayList<>();
        if (value instanceof List<?> items) {
            items.forEach(i -> strings.add(String.valueOf(i)));
        }
        return strings;
    }

    private static Map<String, String> stringMap(Object value) {
        Map<String, String> strings = new LinkedHashMap<>();
        if (value instanceof Map<?, ?> m) {
            m.forEach((k, v) -> strings.put(String.valueOf(k), String.valueOf(v)));
        }
        return strings;
    }

    @SuppressWarnings("unchecked")
    private static <T> T cast(Object value) {
        return (T) value;
    }
}
