package org.bourse.bench.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * JDK Flight Recorder, started and stopped in the server with {@code jcmd} (the load tool's JDK), with the JDK's
 * {@code profile} settings (a Java stack every 10 ms per running thread). Its execution samples see Java code
 * only, at most 64 frames deep from the leaf: GC, JIT and the kernel are not in them, so the layers are shares
 * of the time in Java code. The recording stays in the profile folder as {@code server.jfr}.
 */
final class JfrEngine implements Engine {

    private static final Path JCMD = Path.of(System.getProperty("java.home"), "bin", "jcmd");

    @Override
    public Recording start(long pid) throws IOException {
        if (!Files.isExecutable(JCMD)) {
            throw new IOException("JFR needs jcmd, and the load tool's Java (" + System.getProperty("java.home")
                    + ") has none: run bench/load with a JDK");
        }
        String name = "bourse-bench-" + System.nanoTime();
        jcmd(pid, "JFR.start", "name=" + name, "settings=profile");
        return new Recording() {
            @Override
            public Stacks stop(Path profileDir) throws IOException {
                Files.createDirectories(profileDir);
                Path file = profileDir.resolve("server.jfr").toAbsolutePath();
                jcmd(pid, "JFR.stop", "name=" + name, "filename=" + file);
                return samples(file);
            }

            @Override
            public String description() {
                return "JFR (JDK " + System.getProperty("java.version") + "'s jcmd, settings=profile), Java execution"
                        + " samples every 10 ms";
            }
        };
    }

    private static void jcmd(long pid, String... command) throws IOException {
        List<String> line = new java.util.ArrayList<>(List.of(JCMD.toString(), Long.toString(pid)));
        line.addAll(List.of(command));
        Process p = new ProcessBuilder(line).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new IOException("jcmd " + String.join(" ", command) + " did not end within 5 minutes");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for jcmd", e);
        }
        // jcmd reports most failures in its output with status 0.
        if (p.exitValue() != 0 || output.contains("Exception") || output.contains("Could not")) {
            throw new IOException("jcmd " + pid + " " + String.join(" ", command) + " failed: " + output.strip());
        }
    }

    static Stacks samples(Path jfr) throws IOException {
        Stacks stacks = Stacks.empty();
        try (RecordingFile file = new RecordingFile(jfr)) {
            while (file.hasMoreEvents()) {
                RecordedEvent e = file.readEvent();
                if (!e.getEventType().getName().equals("jdk.ExecutionSample") || e.getStackTrace() == null) {
                    continue;
                }
                List<RecordedFrame> frames = e.getStackTrace().getFrames();
                StringBuilder stack = new StringBuilder();
                // JFR lists the leaf first; collapsed stacks start at the root.
                for (int i = frames.size() - 1; i >= 0; i--) {
                    RecordedFrame f = frames.get(i);
                    if (f.getMethod() == null) {
                        continue;
                    }
                    if (!stack.isEmpty()) {
                        stack.append(';');
                    }
                    stack.append(f.getMethod().getType().getName().replace('.', '/')).append('.')
                            .append(f.getMethod().getName());
                }
                stacks.add(stack.toString(), 1);
            }
        }
        return stacks;
    }
}
