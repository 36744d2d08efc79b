package org.bourse.app.broker;

import java.util.List;
import java.util.regex.Pattern;

import org.springframework.boot.test.system.CapturedOutput;

/** What the broker outage tests read from the nodes' captured log since a mark. */
final class NodeLog {

    private static final Pattern LEVEL = Pattern.compile("^\\S+\\s+(WARN|ERROR)\\s.*$", Pattern.MULTILINE);
    private static final Pattern STACK = Pattern.compile(
            "^(\\s+at \\S+\\(.*|Caused by: .*|\\s+\\.\\.\\. \\d+ more|[a-z][\\w$]*(\\.[\\w$]+)+(Exception|Error)(: .*)?)$",
            Pattern.MULTILINE);

    private NodeLog() {
    }

    static String since(CapturedOutput output, int mark) {
        return output.getAll().substring(mark);
    }

    static int count(String log, String text) {
        return (int) log.lines().filter(l -> l.contains(text)).count();
    }

    /** The WARN and ERROR lines. */
    static List<String> levelLines(String log) {
        return LEVEL.matcher(log).results().map(m -> m.group()).toList();
    }

    /** Lines of a stack trace, or an exception's own line. */
    static List<String> stackLines(String log) {
        return STACK.matcher(log).results().map(m -> m.group()).toList();
    }
}
