package org.bourse.bench.gatling;

import java.nio.file.Path;

import org.bourse.bench.cli.OptionSection;

import picocli.CommandLine.Option;

/**
 * Where a command works: the checkout it belongs to, and where its run folders go.
 *
 * @param home    the checkout ({@code bench/load} and {@code bench/compare} pass their own)
 * @param results the folder run folders go into
 */
public record Folders(Path home, Path results) {

    /** The same checkout, with run folders going into another folder. */
    public Folders withResults(Path folder) {
        return new Folders(home, folder);
    }

    /** The options that make it. */
    public static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nFolders:%n";
        }

        @Option(names = "--home", paramLabel = "DIR", description = "the checkout whose server, request bodies and"
                + " results are meant (the one the command is in)")
        Path home = Path.of(System.getProperty("bourse.bench.home", "."));

        @Option(names = "--results", paramLabel = "DIR", description = "where run folders go (bench/results)")
        Path results;

        public Folders folders() {
            return new Folders(home, results != null ? results : home.resolve("bench").resolve("results"));
        }
    }
}
