package org.bourse.bench.profile;

import java.time.Duration;
import java.util.function.Consumer;

import org.bourse.bench.cli.Converters;
import org.bourse.bench.cli.OptionSection;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * Whether, and how, a command profiles the server's CPU during its measured runs ({@code --profile}).
 *
 * @param on       whether it does
 * @param kind     the engine
 * @param interval async-profiler's sampling interval
 */
public record ProfileRequest(boolean on, Profiler.Kind kind, Duration interval) {

    /** The profiler asked for; {@code notes} explain a fallback to JFR. */
    public Profiler profiler(Consumer<String> notes) {
        return new Profiler(kind, interval, notes);
    }

    /** The options that make it. */
    public static final class Options implements OptionSection {

        @Override
        public String heading() {
            return "%nProfiling:%n";
        }

        @Option(names = "--profile", description = "profile the server's CPU during each measured run (each level of"
                + " a peak search): profile/flamegraph.html and the layer table profile/layers.json in the run's"
                + " folder. The server must run on this machine; its JVM is found among the processes the command"
                + " was given (--server-pid, --X-pid), the one it started, else the one listening on the URL's port")
        boolean profile;

        @Option(names = "--profiler", paramLabel = "P", converter = KindName.class, description = "auto"
                + " (async-profiler, else JFR), async or jfr; implies --profile (auto)")
        Profiler.Kind kind;

        @Option(names = "--profile-interval", paramLabel = "MS", converter = Converters.Positive.class,
                description = "async-profiler's sampling interval, ms (${DEFAULT-VALUE})")
        int intervalMs = (int) Profiler.INTERVAL.toMillis();

        public ProfileRequest request() {
            return new ProfileRequest(profile || kind != null, kind == null ? Profiler.Kind.AUTO : kind,
                    Duration.ofMillis(intervalMs));
        }
    }

    /** auto, async (async-profiler) or jfr. */
    static final class KindName implements ITypeConverter<Profiler.Kind> {
        @Override
        public Profiler.Kind convert(String value) {
            try {
                return Profiler.Kind.of(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException("takes auto, async or jfr, not '" + value + "'");
            }
        }
    }
}
