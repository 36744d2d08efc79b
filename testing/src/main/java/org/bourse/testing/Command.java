package org.bourse.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A command a test runs and waits for, within a bound: its output goes to a file, so a command that never
 * ends (or a child that keeps its output open) is killed at the bound instead of holding the test, its locks
 * and its JVM's exit for ever, as reading the output to its end would.
 */
public final class Command {

    private Command() {
    }

    /** Runs {@code command}; its output (standard error with it) if it exits 0 within {@code within}. */
    public static String run(Duration within, List<String> command) {
        Outcome outcome = run(within, new ProcessBuilder(command));
        if (outcome.status() != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed (" + outcome.status() + "):\n"
                    + outcome.output());
        }
        return outcome.output();
    }

    /**
     * Starts {@code builder} (its environment, folder and standard error as the caller set them; standard error
     * goes with the output unless redirected) and waits for it within {@code within}, killing it at the bound.
     */
    public static Outcome run(Duration within, ProcessBuilder builder) {
        String described = String.join(" ", builder.command());
        try {
            Path output = Files.createTempFile("bourse-command-", ".log");
            try {
                if (builder.redirectError() == ProcessBuilder.Redirect.PIPE) {
                    builder.redirectErrorStream(true);
                }
                Process p = builder.redirectOutput(output.toFile()).start();
                if (!p.waitFor(within.toMillis(), TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                    throw new IllegalStateException(described + " did not finish within " + within + ":\n"
                            + text(output));
                }
                return new Outcome(p.exitValue(), text(output));
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(described + " could not run", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + described, e);
        }
    }

    /** What the command printed; bytes that are not UTF-8 replaced, not failing the read. */
    private static String text(Path output) throws IOException {
        return new String(Files.readAllBytes(output), StandardCharsets.UTF_8);
    }

    /** A command's exit status and what it printed. */
    public record Outcome(int status, String output) {
    }
}
