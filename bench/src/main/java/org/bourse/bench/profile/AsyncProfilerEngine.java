package org.bourse.bench.profile;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.Locale;
import java.util.Properties;

import com.sun.tools.attach.AgentInitializationException;
import com.sun.tools.attach.AgentLoadException;
import com.sun.tools.attach.AttachNotSupportedException;
import com.sun.tools.attach.VirtualMachine;

/**
 * async-profiler (Maven Central {@code tools.profiler:async-profiler}, whose jar carries the native agent for
 * Linux x64 and arm64), loaded into the server through the JDK's attach API: no command-line tool and no
 * restart. CPU samples come from perf events where the kernel allows them (kernel frames included), else from
 * a CPU timer; both count JVM threads (GC, JIT) as well as Java code.
 */
final class AsyncProfilerEngine implements Engine {

    private static final String POM = "META-INF/maven/tools.profiler/async-profiler/pom.properties";

    private final Path library;
    private final String version;
    private final Duration interval;

    private AsyncProfilerEngine(Path library, String version, Duration interval) {
        this.library = library;
        this.version = version;
        this.interval = interval;
    }

    /** The engine for this machine, or an explanation of why there is none. */
    static AsyncProfilerEngine forThisMachine(Duration interval) throws IOException {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = switch (System.getProperty("os.arch")) {
            case "amd64", "x86_64" -> "x64";
            case "aarch64", "arm64" -> "arm64";
            default -> null;
        };
        if (!os.contains("linux") || arch == null) {
            throw new IOException("async-profiler's agent is packaged for Linux x64 and arm64 only, not "
                    + System.getProperty("os.name") + " " + System.getProperty("os.arch"));
        }
        String resource = "linux-" + arch + "/libasyncProfiler.so";
        ClassLoader loader = AsyncProfilerEngine.class.getClassLoader();
        Properties pom = new Properties();
        try (InputStream in = loader.getResourceAsStream(POM)) {
            if (in != null) {
                pom.load(in);
            }
        }
        String version = pom.getProperty("version", "unknown");
        // A fixed path per version: the server keeps the library loaded, and a later command (stop) must reach
        // the same copy, not load a second one that knows nothing of the profile being taken.
        Path dir = Path.of(System.getProperty("java.io.tmpdir"), "bourse-bench-async-profiler-" + version + "-" + arch);
        Path library = dir.resolve("libasyncProfiler.so");
        if (!Files.isRegularFile(library)) {
            try (InputStream in = loader.getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("async-profiler's " + resource + " is not on the class path (bench/target/lib)");
                }
                Files.createDirectories(dir);
                Path part = Files.createTempFile(dir, "lib", ".part");
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                // The server may run as another user: it must be able to read the library.
                Files.setPosixFilePermissions(part, PosixFilePermissions.fromString("rwxr-xr-x"));
                Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
                Files.move(part, library, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            }
        }
        return new AsyncProfilerEngine(library, version, interval);
    }

    @Override
    public Recording start(long pid) throws IOException {
        String start = "start,event=cpu,interval=" + interval.toNanos();
        try {
            command(pid, start);
        } catch (IOException e) {
            // A profile left running by an interrupted run: end it and start afresh.
            command(pid, "stop");
            command(pid, start);
        }
        return new Recording() {
            @Override
            public Stacks stop(Path profileDir) throws IOException {
                Files.createDirectories(profileDir);
                Path out = profileDir.resolve("async-profiler.collapsed");
                command(pid, "stop,collapsed,file=" + out.toAbsolutePath());
                Stacks stacks = Stacks.read(out);
                Files.delete(out);
                return stacks;
            }

            @Override
            public String description() {
                return "async-profiler " + version + ", CPU samples every " + interval.toMillis() + " ms";
            }
        };
    }

    private void command(long pid, String options) throws IOException {
        VirtualMachine vm;
        try {
            vm = VirtualMachine.attach(Long.toString(pid));
        } catch (AttachNotSupportedException e) {
            throw new IOException("cannot attach to pid " + pid + ": " + e.getMessage(), e);
        }
        try {
            vm.loadAgentPath(library.toString(), options);
        } catch (AgentLoadException | AgentInitializationException e) {
            throw new IOException("async-profiler refused '" + options + "' in pid " + pid + " (" + e.getMessage()
                    + "; its message is in the server's output)", e);
        } finally {
            vm.detach();
        }
    }
}
