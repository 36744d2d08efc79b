package org.bourse.bench.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * What the report inlines from the classpath: Chart.js from its WebJar (a Maven dependency of the bench
 * module, never copied into the repository), and the report's own script and styles.
 */
final class Resources {

    private static final String WEBJAR = "META-INF/maven/org.webjars.npm/chart.js/pom.properties";

    private Resources() {
    }

    /** Chart.js's UMD build and its version. */
    static String[] chartJs() throws IOException {
        Properties p = new Properties();
        try (InputStream in = open(WEBJAR)) {
            p.load(in);
        }
        String version = p.getProperty("version");
        return new String[] {read("META-INF/resources/webjars/chart.js/" + version + "/dist/chart.umd.js"), version};
    }

    static String own(String name) throws IOException {
        return read("org/bourse/bench/report/" + name);
    }

    private static String read(String path) throws IOException {
        try (InputStream in = open(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static InputStream open(String path) throws IOException {
        InputStream in = Resources.class.getClassLoader().getResourceAsStream(path);
        if (in == null) {
            throw new IOException(path + " is not on the classpath (the bench module's dependencies: rebuild it)");
        }
        return in;
    }
}
