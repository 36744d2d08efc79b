package org.bourse.bench.machine;

import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The server's JVM: among the processes given with {@code --server-pid} / {@code --X-pid} (and their
 * descendants), or else the process on this machine that listens on a URL's port, found the way {@code ss -p} finds it: the
 * listening socket's inode in {@code /proc/net/tcp} and {@code tcp6}, then the process holding it among
 * {@code /proc/<pid>/fd}. Linux only; seeing another user's sockets needs that user's rights or root.
 */
public final class ServerPid {

    private ServerPid() {
    }

    /** The Java process listening on the URL's port; an error that says what to give instead. */
    public static long of(String url) throws IOException {
        URI uri = URI.create(url);
        int port = uri.getPort() > 0 ? uri.getPort() : "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
        Set<String> inodes = listening(port);
        Set<Long> pids = new TreeSet<>();
        if (!inodes.isEmpty()) {
            try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
                for (Path proc : procs) {
                    if (holds(proc, inodes)) {
                        pids.add(Long.parseLong(proc.getFileName().toString()));
                    }
                }
            }
        }
        if (pids.isEmpty()) {
            throw new IOException("no process on this machine listens on port " + port + " (of " + url + "):"
                    + " profiling needs the server on this machine; give its pid with --server-pid");
        }
        for (long pid : pids) {
            String command = command(pid);
            if (command.startsWith("java")) {
                return pid;
            }
        }
        long first = pids.iterator().next();
        throw new IOException("the process listening on port " + port + " is pid " + first + " (" + command(first)
                + "), not a JVM (a front end?): give the server's pid with --server-pid");
    }

    /**
     * The first Java process among these processes and their descendants (a front end's or a launcher's
     * JVM child), or in these cgroups: the one a profiler attaches to.
     */
    public static long jvmAmong(CpuGroup processes) throws IOException {
        for (long pid : processes.pids()) {
            if (command(pid).startsWith("java")) {
                return pid;
            }
        }
        throw new IOException("no Java process among " + processes.pids() + " (is the server running, and are"
                + " these its processes?)");
    }

    private static Set<String> listening(int port) throws IOException {
        String hexPort = String.format(Locale.ROOT, ":%04X", port);
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path file = Path.of(table);
            if (!Files.isReadable(file)) {
                continue;
            }
            for (String line : Files.readAllLines(file)) {
                String[] f = line.trim().split("\\s+");
                // sl local_address rem_address st ... inode (10th): state 0A is LISTEN
                if (f.length > 9 && f[1].endsWith(hexPort) && f[3].equals("0A")) {
                    inodes.add("socket:[" + f[9] + "]");
                }
            }
        }
        return inodes;
    }

    private static boolean holds(Path proc, Set<String> inodes) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve("fd"))) {
            for (Path fd : fds) {
                try {
                    if (inodes.contains(Files.readSymbolicLink(fd).toString())) {
                        return true;
                    }
                } catch (IOException closedMeanwhile) {
                    // the descriptor went away while we looked
                }
            }
        } catch (IOException | SecurityException notOurs) {
            // a process we may not look into, or one that ended
        }
        return false;
    }

    private static String command(long pid) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(pid), "comm")).strip();
        } catch (IOException e) {
            return "?";
        }
    }
}
