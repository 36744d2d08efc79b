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
        try {
            Path output = Files.createTempFile("bourse-command-", ".log");
            try {
                Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                        .start();
                if (!p.waitFor(within.toMillis(), TimeUnit.MILLISECONDS)) {
                    p.destroyForcibly();
                    throw new IllegalStateException(String.join(" ", command) + " did not finish within " + within
                            + ":\n" + Files.readString(output, StandardCharsets.UTF_8));
                }
                String text = Files.readString(output, StandardCharsets.UTF_8);
                if (p.exitValue() != 0) {
                    throw new IllegalStateException(String.join(" ", command) + " failed (" + p.exitValue() + "):\n"
                            + text);
                }
                return text;
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(String.join(" ", command) + " could not run", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + String.join(" ", command), e);
        }
    }
}
