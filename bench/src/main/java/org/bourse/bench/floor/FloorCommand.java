package org.bourse.bench.floor;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

import org.bourse.bench.cli.CommandLines;
import org.bourse.bench.cli.ExitStatus;

/**
 * {@code bench/floor --container tomcat|jetty --capture-from URL [options]} ({@link FloorCommandLine}): captures
 * Bourse's answers, starts the container, prints one line when it listens, and runs until stopped.
 */
public final class FloorCommand {

    private FloorCommand() {
    }

    public static void main(String[] args) throws Exception {
        FloorSettings settings;
        try {
            settings = parse(args).orElse(null);
        } catch (IllegalArgumentException e) {
            System.err.println("bench/floor: " + e.getMessage() + " (bench/floor --help)");
            System.exit(ExitStatus.USAGE);
            return;
        }
        if (settings == null) {
            System.out.print(CommandLines.help(new FloorCommandLine()));
            return;
        }
        RunningFloor floor;
        try {
            floor = start(settings);
        } catch (java.io.IOException e) {
            System.err.println("bench/floor: " + e.getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                floor.close();
            } catch (Exception e) {
                System.err.println("bench/floor: stopping: " + e);
            }
            stopped.countDown();
        }));
        System.out.printf("bench/floor: %s listening on %s:%d, answering the request files of %s as %s does%n",
                settings.container().name().toLowerCase(Locale.ROOT), settings.host(), floor.port(), settings.requests(),
                settings.captureFrom());
        System.out.flush();
        stopped.await();
    }

    /** Captures the answers, then starts the container with them. */
    static RunningFloor start(FloorSettings settings) throws Exception {
        Answers answers = Answers.capture(settings.captureFrom(), settings.requests());
        return settings.container().start(settings, new AnswerServlet(answers));
    }

    /** The settings, or nothing when help was asked for; IllegalArgumentException for a usage error. */
    static Optional<FloorSettings> parse(String... args) {
        return CommandLines.parse(new FloorCommandLine(), args);
    }
}
