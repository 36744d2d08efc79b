package org.bourse.app.soap;

import java.util.Arrays;
import java.util.List;

import org.springframework.boot.test.system.CapturedOutput;

/** The lines a test's requests added to the captured log, and the kinds of line the tests look for. */
final class LogLines {

    private final CapturedOutput output;
    private int mark;

    LogLines(CapturedOutput output) {
        this.output = output;
        this.mark = output.getAll().length();
    }

    /** The lines written since the last call (or since this was made). */
    List<String> next() {
        String all = output.getAll();
        String added = all.substring(mark);
        mark = all.length();
        return Arrays.stream(added.split("\\R")).filter(line -> !line.isBlank()).toList();
    }

    /** A line of the SOAP fault log, or of the CXF loggers that used to report these requests. */
    static boolean fromTheSoapStack(String line) {
        return line.contains("SoapFaultLog") || line.contains("o.a.cxf") || line.contains("o.a.c.")
                || line.contains("org.apache.cxf") || line.contains("TradeSoapEndpoint");
    }

    /** A line of a stack trace. */
    static boolean stackTrace(String line) {
        return line.startsWith("\tat ") || line.trim().startsWith("at org.") || line.startsWith("Caused by:")
                || line.trim().startsWith("... ");
    }
}
