package org.bourse.bench.cli;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How every command of the kit reads its command line. An option's value is the argument after it whatever it
 * looks like ({@code --a-arg --spring.profiles.active=tls}, {@code --a-jvm -Xmx1g}) or is joined to it with
 * {@code =}; a repeated option's last value wins, a list's values add up; the words that are not options are
 * the workloads. A usage error is one sentence naming the option, thrown as IllegalArgumentException, which
 * each command turns into exit status 2 ({@link ExitStatus#USAGE}). The help is generated from the options'
 * definitions ({@link HelpText}).
 */
public final class CommandLines {

    private CommandLines() {
    }

    /**
     * Fills the command's options in from the arguments: its typed options, or nothing when help was asked for.
     */
    public static <T> Optional<T> parse(CommandOptions<T> command, String... args) {
        CommandLine line = of(command);
        try {
            line.parseArgs(args);
        } catch (ParameterException e) {
            throw new IllegalArgumentException(sentence(e), e);
        }
        return line.isUsageHelpRequested() ? Optional.empty() : Optional.of(command.options());
    }

    /** The command's help: usage, description, every option with its default, exit statuses. */
    public static String help(CommandOptions<?> command) {
        return of(command).getUsageMessage(Help.Ansi.OFF);
    }

    /** Every name of every option the help lists. */
    public static List<String> optionNames(CommandOptions<?> command) {
        return of(command).getCommandSpec().options().stream().filter(o -> !o.hidden())
                .flatMap(o -> List.of(o.names()).stream()).toList();
    }

    private static CommandLine of(CommandOptions<?> command) {
        CommandLine line = new CommandLine(command);
        command.addOptions(line.getCommandSpec());
        line.setAllowOptionsAsOptionParameters(true);
        line.setOverwrittenOptionsAllowed(true);
        line.getCommandSpec().usageMessage().width(HelpText.WIDTH).autoWidth(false).sortOptions(false)
                .sortSynopsis(false);
        Map<String, IHelpSectionRenderer> sections = line.getHelpSectionMap();
        sections.put(UsageMessageSpec.SECTION_KEY_DESCRIPTION, HelpText::description);
        sections.put(UsageMessageSpec.SECTION_KEY_PARAMETER_LIST, HelpText::parameters);
        sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST, HelpText::options);
        sections.put(UsageMessageSpec.SECTION_KEY_EXIT_CODE_LIST, HelpText::exitCodes);
        return line;
    }

    /** picocli's error in the kit's words: the option named as its definition names it first. */
    private static String sentence(ParameterException e) {
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()
                && missing.getMissing().get(0) instanceof OptionSpec option) {
            return name(option) + " needs a value";
        }
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String given = unmatched.getUnmatched().get(0);
            int joined = given.indexOf('=');
            return "unknown option " + (given.startsWith("--") && joined > 0 ? given.substring(0, joined) : given)
                    + " (see --help)";
        }
        if (e.getCause() instanceof TypeConversionException refused) {
            ArgSpec arg = e.getArgSpec();
            return (arg instanceof OptionSpec option ? name(option) : arg.paramLabel()) + " " + refused.getMessage();
        }
        return e.getMessage();
    }

    private static String name(OptionSpec option) {
        return option.names()[0];
    }
}
