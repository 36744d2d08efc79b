package org.bourse.system;

import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * The images the container tests run: the local stand-ins for the public JRE and engine images
 * ({@code deploy/local/build-images}: built once, kept while their recipe is unchanged) and Bourse's own
 * image from the jar this build packaged ({@code deploy/image/build --no-package}; only the changed
 * layers are built again). Both calls cost seconds once the images exist.
 */
final class Images {

    static final String BOURSE = "localhost/bourse:test";
    private static final Duration BUILD_WITHIN = Duration.ofMinutes(25);

    private final Map<String, String> variables;

    private Images(Map<String, String> variables) {
        this.variables = variables;
    }

    /** Builds what is missing or stale; the Compose variables that name the images. */
    static Images build(Podman podman) {
        Map<String, String> variables = new HashMap<>();
        for (String line : podman.script(BUILD_WITHIN, Map.of(), "deploy/local/build-images").split("\n")) {
            int eq = line.indexOf('=');
            if (eq > 0 && line.substring(0, eq).matches("[A-Z_]+_IMAGE")) {
                variables.put(line.substring(0, eq), line.substring(eq + 1).trim());
            }
        }
        if (!variables.containsKey("JRE_IMAGE")) {
            throw new IllegalStateException("deploy/local/build-images named no JRE image: " + variables);
        }
        podman.script(BUILD_WITHIN, Map.of("CONTAINER_ENGINE", "podman"), "deploy/image/build", "--no-package",
                "--tag", BOURSE, "--jre-image", variables.get("JRE_IMAGE"));
        variables.put("BOURSE_IMAGE", BOURSE);
        return new Images(Map.copyOf(variables));
    }

    /** BOURSE_IMAGE, JRE_IMAGE, POSTGRES_IMAGE, RABBITMQ_IMAGE, REDIS_IMAGE, NGINX_IMAGE. */
    Map<String, String> variables() {
        return variables;
    }

    String image(String variable) {
        String image = variables.get(variable);
        if (image == null) {
            throw new IllegalArgumentException("no image for " + variable + ": " + variables);
        }
        return image;
    }
}
