package org.bourse.bench;

/**
 * A command line read one argument at a time, as {@code bench/load} and {@code bench/compare} read theirs: an
 * option's value follows it ({@code --users 8}) or is joined to it ({@code --users=8}).
 */
final class Arguments {

    private final String[] args;
    private int at = -1;
    private String name;
    private String joined;

    Arguments(String... args) {
        this.args = args;
    }

    /** Moves to the next argument; false at the end. */
    boolean next() {
        if (++at >= args.length) {
            return false;
        }
        String a = args[at];
        int eq = a.indexOf('=');
        boolean join = a.startsWith("--") && eq > 0;
        name = join ? a.substring(0, eq) : a;
        joined = join ? a.substring(eq + 1) : null;
        return true;
    }

    /** The argument, without a joined value: an option's name ({@code --users}) or a word. */
    String name() {
        return name;
    }

    /** The argument as given. */
    String given() {
        return args[at];
    }

    /** The option's value: the joined one, else the next argument (which is then consumed). */
    String value() {
        if (joined != null) {
            return joined;
        }
        if (at + 1 >= args.length) {
            throw new IllegalArgumentException(name + " needs a value");
        }
        return args[++at];
    }
}
