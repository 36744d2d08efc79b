package org.bourse.system.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One Markdown file as the path check reads it: the links it makes, the code it quotes (where paths are
 * named), and the anchors its headings give on GitHub. Only what the check needs is parsed: fences, code
 * spans, inline links, reference definitions and ATX headings.
 */
final class MarkdownFile {

    /**
     * Something the file names: a link's target, or the text of a code span or of a line in a fence; a fenced
     * line's block is numbered from 1 in the file (0 for the rest), so that a block can be read as a script.
     */
    record Named(int line, String text, Kind kind, int block) {
    }

    enum Kind {
        /** A Markdown link: a path relative to the file's folder, maybe with an anchor. */
        LINK,
        /** The text of a code span: a path, if it looks like one, relative to the repository's root. */
        CODE,
        /** A line of a fenced block: commands, whose words may be paths relative to the repository's root. */
        FENCED
    }

    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    /** A code span may run over a line break, not over a blank line (the paragraph's end). */
    private static final Pattern CODE_SPAN =
            Pattern.compile("(?<!`)(`+)(?!`)((?:(?!\\n[ \\t]*\\n)[\\s\\S])+?)(?<!`)\\1(?!`)");
    private static final Pattern INLINE_LINK = Pattern.compile("\\]\\(\\s*<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern LINK_DEFINITION =
            Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:\\s*<?(\\S+?)>?(?:\\s.*)?$");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"");
    private static final Pattern MARKDOWN_LINK_TEXT = Pattern.compile("!?\\[([^\\]]*)\\]\\([^)]*\\)");

    private final List<Named> named = new ArrayList<>();
    private final Set<String> anchors = new LinkedHashSet<>();

    private MarkdownFile(List<String> lines) {
        StringBuilder prose = new StringBuilder();
        int proseStart = 1;
        String fence = null;
        int blocks = 0;
        Map<String, Integer> headingsSeen = new HashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher fenceMark = FENCE.matcher(line);
            if (fence == null && fenceMark.find()) {
                readProse(prose.toString(), proseStart);
                prose.setLength(0);
                fence = fenceMark.group(1);
                blocks++;
                continue;
            }
            if (fence != null) {
                if (closes(fence, line)) {
                    fence = null;
                    proseStart = i + 2;
                } else {
                    named.add(new Named(i + 1, line, Kind.FENCED, blocks));
                }
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                String slug = slug(heading.group(1));
                int seen = headingsSeen.merge(slug, 1, Integer::sum);
                anchors.add(seen == 1 ? slug : slug + "-" + (seen - 1));
            }
            Matcher html = HTML_ANCHOR.matcher(line);
            while (html.find()) {
                anchors.add(html.group(1));
            }
            prose.append(line).append('\n');
        }
        readProse(prose.toString(), proseStart);
    }

    static MarkdownFile read(Path file) throws IOException {
        return new MarkdownFile(Files.readAllLines(file, StandardCharsets.UTF_8));
    }

    List<Named> named() {
        return named;
    }

    /** The anchors a link to this file may name: its headings' slugs and its HTML anchors. */
    Set<String> anchors() {
        return anchors;
    }

    /**
     * GitHub's anchor for a heading: its text as rendered (code spans and links reduced to their text),
     * lower-case, without punctuation but {@code -} and {@code _}, each space a {@code -}.
     */
    static String slug(String heading) {
        String text = MARKDOWN_LINK_TEXT.matcher(heading).replaceAll("$1").replace("`", "");
        return text.toLowerCase(Locale.ROOT)
                .replaceAll("[^\\p{L}\\p{M}\\p{N}\\p{Pc} -]", "")
                .replace(' ', '-');
    }

    /** A fence closes with a run of its own character at least as long as the one that opened it. */
    private static boolean closes(String fence, String line) {
        String mark = line.strip();
        return mark.startsWith(fence) && mark.chars().allMatch(c -> c == fence.charAt(0));
    }

    private void readProse(String text, int firstLine) {
        // Links are looked for outside code spans: a link quoted as code is not one.
        StringBuilder outsideCode = new StringBuilder(text);
        Matcher code = CODE_SPAN.matcher(text);
        while (code.find()) {
            named.add(new Named(lineOf(text, code.start(2), firstLine), code.group(2), Kind.CODE, 0));
            for (int i = code.start(); i < code.end(); i++) {
                if (outsideCode.charAt(i) != '\n') {
                    outsideCode.setCharAt(i, ' ');
                }
            }
        }
        for (Pattern link : List.of(INLINE_LINK, LINK_DEFINITION)) {
            Matcher target = link.matcher(outsideCode);
            while (target.find()) {
                named.add(new Named(lineOf(text, target.start(1), firstLine), target.group(1), Kind.LINK, 0));
            }
        }
    }

    private static int lineOf(String text, int offset, int firstLine) {
        int line = firstLine;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
