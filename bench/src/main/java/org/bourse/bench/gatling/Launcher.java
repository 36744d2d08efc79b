package org.bourse.bench.gatling;

import java.io.IOException;
import java.io.PrintStream;

import org.bourse.bench.cli.ExitStatus;

/**
 * Starts a command of the kit that runs Gatling in this JVM ({@code bench/load}, {@code bench/compare}):
 * Gatling's output turned into a progress line, a usage error said in one line with exit status 2, and the
 * command's status as the process's.
 */
public final class Launcher {

    /** A command: its exit status ({@link ExitStatus}) for its arguments. */
    public interface Command {
        int run(PrintStream out, GatlingRunner gatling, String[] args) throws IOException;
    }

    private Launcher() {
    }

    /** Runs the command and exits with its status. */
    public static void launch(String name, String[] args, Command command) {
        PrintStream terminal = System.out;
        // Before anything of Gatling's loads: its console writer keeps the System.out it first sees.
        ProgressLine progress = new ProgressLine(terminal, System.console() != null);
        System.setOut(new PrintStream(progress, true));
        int status;
        try {
            status = command.run(terminal, new GatlingRunner(progress), args);
        } catch (IllegalArgumentException e) {
            terminal.println(name + ": " + e.getMessage());
            status = ExitStatus.USAGE;
        } catch (IOException | RuntimeException e) {
            terminal.println(name + ": " + e);
            status = ExitStatus.FAILED_REQUESTS;
        }
        terminal.flush();
        // Gatling leaves non-daemon threads behind.
        System.exit(status);
    }
}
