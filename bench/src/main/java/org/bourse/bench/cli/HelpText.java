package org.bourse.bench.cli;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import picocli.CommandLine.Help;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The sections of a command's help that picocli lays out from the definitions: the description, the
 * positional parameters, the options (the command's own, then each {@link OptionSection} it mixes in under its
 * heading) and the exit statuses. Lines are broken at spaces only: picocli's own layout breaks where Java's
 * line breaking allows, inside a URL or an option's value ({@code http:}/{@code //HOST},
 * {@code server.tomcat.threads.}/{@code max}), which a reader copies wrong.
 */
final class HelpText {

    /** Columns of the help. */
    static final int WIDTH = 100;
    /** Where an option's description starts. */
    private static final int DESCRIPTION = 37;
    /** How much further a description's continuation lines start. */
    private static final int CONTINUED = 2;

    private HelpText() {
    }

    static String description(Help help) {
        StringBuilder text = new StringBuilder();
        for (String paragraph : help.commandSpec().usageMessage().description()) {
            text.append(wrap(paragraph, 0, 0)).append('\n');
        }
        return text.toString();
    }

    static String parameters(Help help) {
        StringBuilder text = new StringBuilder();
        help.commandSpec().positionalParameters().stream().filter(p -> !p.hidden()).forEach(p -> text.append(row(
                "      " + help.parameterLabelRenderer().renderParameterLabel(p, Help.Ansi.OFF, List.of()), p)));
        return text.toString();
    }

    /** The command's own options, then each section it mixes in, under its heading. */
    static String options(Help help) {
        CommandSpec spec = help.commandSpec();
        List<CommandSpec> sections = new ArrayList<>(spec.mixins().values().stream()
                .filter(m -> m.userObject() instanceof OptionSection).toList());
        sections.sort(Comparator.comparingInt(m -> ((OptionSection) m.userObject()).order()));
        Set<String> mixedIn = new HashSet<>();
        sections.forEach(m -> m.options().forEach(o -> mixedIn.add(o.longestName())));
        StringBuilder text = new StringBuilder(options(help, spec.options().stream()
                .filter(o -> !mixedIn.contains(o.longestName())).toList()));
        for (CommandSpec m : sections) {
            text.append(help.createHeading(((OptionSection) m.userObject()).heading())).append(options(help, m.options()));
        }
        return text.toString();
    }

    static String exitCodes(Help help) {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, String> code : help.commandSpec().usageMessage().exitCodeList().entrySet()) {
            text.append(wrap(pad("  " + code.getKey(), 6) + code.getValue(), 6, 0)).append('\n');
        }
        return text.toString();
    }

    private static String options(Help help, List<OptionSpec> options) {
        StringBuilder text = new StringBuilder();
        for (OptionSpec o : options) {
            if (o.hidden()) {
                continue;
            }
            List<String> shortNames = Stream.of(o.names()).filter(n -> !n.startsWith("--")).toList();
            List<String> names = new ArrayList<>(shortNames);
            Stream.of(o.names()).filter(n -> n.startsWith("--")).forEach(names::add);
            String label = help.parameterLabelRenderer().renderParameterLabel(o, Help.Ansi.OFF, List.of()).toString();
            text.append(row((shortNames.isEmpty() ? "      " : "  ") + String.join(", ", names) + label, o));
        }
        return text.toString();
    }

    /** The names of an option or parameter, then its description beside them (under them when they are long). */
    private static String row(String names, ArgSpec arg) {
        String description = String.join(" ", arg.renderedDescription());
        if (names.length() < DESCRIPTION - 1) {
            return wrap(pad(names, DESCRIPTION) + description, DESCRIPTION + CONTINUED, 0) + "\n";
        }
        return names + "\n" + wrap(description, DESCRIPTION + CONTINUED, DESCRIPTION) + "\n";
    }

    /**
     * Breaks a text at spaces into lines of {@link #WIDTH} columns at most (a word longer than a line gets one
     * of its own).
     *
     * @param indent columns before each line after the first
     * @param first  columns before the first line
     */
    static String wrap(String text, int indent, int first) {
        StringBuilder out = new StringBuilder(" ".repeat(first));
        int column = first;
        boolean lineStart = true;
        for (String word : text.split(" ")) {
            if (!lineStart && column + 1 + word.length() > WIDTH) {
                out.append('\n').append(" ".repeat(indent));
                column = indent;
                lineStart = true;
            }
            if (!lineStart) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
            lineStart = false;
        }
        return out.toString();
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}
