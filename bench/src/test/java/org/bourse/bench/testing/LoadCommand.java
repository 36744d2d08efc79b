package org.bourse.bench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.bourse.bench.compare.Compare;
import org.bourse.bench.gatling.GatlingSummary;
import org.bourse.bench.load.Load;
import org.bourse.testing.Command;
import org.bourse.testing.server.BourseProcess;
import org.bourse.testing.server.Repository;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Runs the launcher as {@code bench/load} does: a JVM of its own on target/classes and target/lib (the
 * classpath the build prepared), so each run gets a fresh Gatling and its own standard output. Its results
 * go to a temporary folder of its own, deleted on {@link #close()}.
 */
public final class LoadCommand implements AutoCloseable {

    /** The environment of a command that needs the admin password of the servers the tests start. */
    public static final Map<String, String> ADMIN = Map.of("BOURSE_ADMIN_PASSWORD", BourseProcess.ADMIN_PASSWORD);

    private static final Pattern RESULTS = Pattern.compile("bench/(?:load|compare): results in (.+)");

    private final Path repository;
    private final Path results;

    private LoadCommand(Path repository, Path results) {
        this.repository = repository;
        this.results = results;
    }

    /** The commands of this checkout, their results in a new temporary folder named from {@code prefix}. */
    public static LoadCommand inTemporaryFolder(String prefix) throws IOException {
        return new LoadCommand(Repository.root(), Files.createTempDirectory(prefix));
    }

    public Path results() {
        return results;
    }

    @Override
    public void close() throws IOException {
        try (Stream<Path> files = Files.walk(results)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    public Outcome run(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        return run(Load.class, environment, args);
    }

    /** {@code bench/compare} with these arguments. */
    public Outcome compare(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        return run(Compare.class, environment, args);
    }

    private Outcome run(Class<?> main, Map<String, String> environment, String... args)
            throws IOException, InterruptedException {
        Path module = repository.resolve("bench");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                // C1 only, one GC thread: a test's run lasts seconds, less than C2's compiles would pay back
                "-Xmx512m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "--add-opens=java.base/java.lang=ALL-UNNAMED",
                "-Dbourse.bench.home=" + repository,
                // never the password a ./bourse of this checkout stored: each test gives its own, or none
                "-Dbourse.bench.admin-password-file=" + results.resolve("no-admin-password"), "-cp",
                module.resolve("target/classes") + java.io.File.pathSeparator + module.resolve("target/lib") + "/*",
                main.getName(), "--results", results.toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().remove("BOURSE_ADMIN_PASSWORD");
        builder.environment().putAll(environment);
        Command.Outcome ran = Command.run(Duration.ofMinutes(5), builder);
        String text = ran.output();
        List<Path> folders = new ArrayList<>();
        Matcher m = RESULTS.matcher(text);
        while (m.find()) {
            folders.add(Path.of(m.group(1).trim()));
        }
        return new Outcome(ran.status(), text, folders);
    }

    /**
     * @param status  the command's exit status
     * @param output  what it printed
     * @param folders the run folders it named, in order
     */
    public record Outcome(int status, String output, List<Path> folders) {

        public JsonNode summary(int i) throws IOException {
            return GatlingSummary.JSON.readTree(Files.readString(folders.get(i).resolve("summary.json")));
        }
    }
}
