package org.bourse.bench.gatling;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Stands in for {@code System.out} while Gatling runs: everything Gatling prints (its multi-line console
 * block every second, its log) goes to {@code console.log} of the run, and what the block says becomes
 * one progress line on the real output, rewritten in place on a terminal, a new line every 10 s
 * otherwise (a CI log). Also keeps the last block's error lines for the summary.
 *
 * <p>Gatling's console writer prints through Scala's {@code Console}, which takes {@code System.out} once,
 * at its first use: so one instance is installed for the whole process, before Gatling is touched, and
 * each run {@link #begin begins} and {@link #end ends} on it.
 */
final class ProgressLine extends OutputStream {

    private static final Pattern GLOBAL = Pattern.compile("^> Global\\s*\\|\\s*[\\d,]+\\s*\\|\\s*([\\d,]+)\\s*\\|\\s*([\\d,]+)");
    private static final Pattern ELAPSED = Pattern.compile("(\\d+)s elapsed");
    private static final Pattern ACTIVE = Pattern.compile("active:\\s*(\\d+)");
    private static final Pattern ERROR = Pattern.compile("^> (.+?)\\s+([\\d,]+)\\s+\\(\\s*[\\d.,]+%\\)\\s*$");

    private final PrintStream terminal;
    private final boolean inPlace;
    private final StringBuilder line = new StringBuilder();
    private final StringBuilder bytes = new StringBuilder();

    private OutputStream log;
    private String label = "";
    private long startNanos;
    private long totalSeconds;
    private long ok;
    private long ko;
    private long active;
    private long elapsed;
    private long lastCount;
    private long lastNanos;
    private long lastPrinted;
    private boolean inErrors;
    private List<String> errors = new ArrayList<>();
    private List<String> blockErrors = new ArrayList<>();

    ProgressLine(PrintStream terminal, boolean inPlace) {
        this.terminal = terminal;
        this.inPlace = inPlace;
    }

    synchronized void begin(String label, long totalSeconds, Path logFile) throws IOException {
        this.label = label;
        this.totalSeconds = totalSeconds;
        this.log = Files.newOutputStream(logFile);
        startNanos = System.nanoTime();
        lastNanos = startNanos;
        ok = ko = active = elapsed = lastCount = 0;
        lastPrinted = startNanos;
        errors = new ArrayList<>();
        blockErrors = new ArrayList<>();
    }

    /** Ends the run's line; returns the error lines of Gatling's last console block ("message count"). */
    synchronized List<String> end() throws IOException {
        if (log != null) {
            log.close();
            log = null;
        }
        if (inPlace) {
            terminal.println();
        } else {
            print();
        }
        return List.copyOf(errors);
    }

    @Override
    public synchronized void write(int b) throws IOException {
        if (log != null) {
            log.write(b);
        }
        if (b == '\n') {
            parse(new String(bytes.toString().getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8));
            bytes.setLength(0);
        } else if (b != '\r') {
            bytes.append((char) (b & 0xff));
        }
    }

    @Override
    public synchronized void flush() throws IOException {
        if (log != null) {
            log.flush();
        }
    }

    private void parse(String text) {
        if (log == null) {
            // Between runs (JVM start, report generation): nothing of Gatling's belongs on the terminal.
            return;
        }
        Matcher t = ELAPSED.matcher(text);
        if (t.find()) {
            elapsed = Long.parseLong(t.group(1));
            return;
        }
        Matcher m = GLOBAL.matcher(text);
        if (m.find()) {
            ok = Long.parseLong(m.group(1).replace(",", ""));
            ko = Long.parseLong(m.group(2).replace(",", ""));
            blockErrors = new ArrayList<>();
            inErrors = false;
            return;
        }
        if (text.startsWith("---- Global Information")) {
            // The final summary has no "> Global" row: its errors are its own, not added to the last block's.
            blockErrors = new ArrayList<>();
            inErrors = false;
            return;
        }
        if (text.startsWith("---- Errors")) {
            inErrors = true;
            return;
        }
        if (text.startsWith("----") || text.startsWith("====")) {
            if (inErrors) {
                errors = blockErrors;
            }
            inErrors = false;
            if (text.startsWith("====") && ok + ko > 0) {
                show();
            }
            return;
        }
        if (inErrors) {
            Matcher e = ERROR.matcher(text);
            if (e.find()) {
                blockErrors.add(e.group(1).trim() + " x" + e.group(2).replace(",", ""));
            }
            return;
        }
        Matcher a = ACTIVE.matcher(text);
        if (a.find()) {
            active = Long.parseLong(a.group(1));
        }
    }

    private void show() {
        long now = System.nanoTime();
        if (inPlace) {
            print();
        } else if (now - lastPrinted > 10_000_000_000L) {
            print();
            lastPrinted = now;
        }
    }

    private void print() {
        long now = System.nanoTime();
        long count = ok + ko;
        double seconds = (now - lastNanos) / 1e9;
        double rate = seconds > 0 ? (count - lastCount) / seconds : 0;
        lastCount = count;
        lastNanos = now;
        line.setLength(0);
        line.append(String.format(Locale.ROOT, "%s  %3ds/%ds  ok %,d  ko %,d  %,.0f req/s  users %d", label,
                elapsed, totalSeconds, ok, ko, rate, active));
        if (ko > 0) {
            line.append("  FAILING");
        }
        if (inPlace) {
            terminal.print("\r\033[K" + line);
            terminal.flush();
        } else {
            terminal.println(line);
        }
    }
}
