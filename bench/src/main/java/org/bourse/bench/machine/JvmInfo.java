package org.bourse.bench.machine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;

/**
 * What a server process runs on, read from outside it: its command line ({@code /proc/<pid>/cmdline}: JVM
 * flags and arguments), the JDK of its executable (the {@code release} file of that JDK) and, when it was
 * started with {@code -jar}, the version in the jar's manifest.
 */
public final class JvmInfo {

    private JvmInfo() {
    }

    public static JvmFacts of(long pid) {
        Map<String, String> fromRelease = new HashMap<>();
        List<String> cmdline = cmdline(pid);
        String executable;
        try {
            Path exe = Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "exe"));
            executable = exe.toString();
            Path release = exe.getParent() == null || exe.getParent().getParent() == null ? null
                    : seenBy(pid, exe.getParent().getParent().resolve("release"));
            if (release != null && Files.isRegularFile(release)) {
                for (String l : Files.readAllLines(release)) {
                    if (l.startsWith("JAVA_VERSION=") || l.startsWith("IMPLEMENTOR=") || l.startsWith("JAVA_RUNTIME_VERSION=")) {
                        fromRelease.put(l.substring(0, l.indexOf('=')), l.substring(l.indexOf('=') + 1).replace("\"", ""));
                    }
                }
            }
        } catch (IOException | UnsupportedOperationException e) {
            executable = "unknown (" + e.getMessage() + ")";
        }
        List<String> flags = new ArrayList<>();
        int jar = cmdline.indexOf("-jar");
        for (int i = 1; i < cmdline.size() && (jar < 0 || i < jar); i++) {
            if (cmdline.get(i).startsWith("-")) {
                flags.add(cmdline.get(i));
            }
        }
        String version = jar >= 0 && jar + 1 < cmdline.size() ? jarVersion(Path.of(cmdline.get(jar + 1)), pid) : null;
        return new JvmFacts(cmdline, executable, fromRelease.get("IMPLEMENTOR"), fromRelease.get("JAVA_RUNTIME_VERSION"),
                fromRelease.get("JAVA_VERSION"), flags, version);
    }

    private static List<String> cmdline(long pid) {
        try {
            String raw = new String(Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline")),
                    StandardCharsets.UTF_8);
            return Arrays.stream(raw.split("\0")).filter(s -> !s.isEmpty()).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /**
     * A path as the process sees it, through its root: a container's JVM names its JDK and jar inside the
     * container's file system (for a process on this machine's own root, the same path).
     */
    private static Path seenBy(long pid, Path path) {
        Path root = Path.of("/proc", Long.toString(pid), "root");
        return Files.isDirectory(root) ? root.resolve(path.toString().replaceFirst("^/+", "")) : path;
    }

    /** Implementation-Version of the jar's manifest (a relative jar path is the process's working folder's). */
    private static String jarVersion(Path jar, long pid) {
        try {
            Path file = jar.isAbsolute() ? jar : Files.readSymbolicLink(Path.of("/proc", Long.toString(pid), "cwd")).resolve(jar);
            try (JarFile j = new JarFile(seenBy(pid, file).toFile())) {
                String v = j.getManifest() == null ? null : j.getManifest().getMainAttributes().getValue("Implementation-Version");
                return v == null ? "unknown (no Implementation-Version in " + file.getFileName() + ")" : v;
            }
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
