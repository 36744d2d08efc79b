package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Every visible string comes from messages.properties: this fails on text in a template that no
 * {@code th:text} replaces, on visible attributes (title, alt, placeholder, aria-label) written as
 * literals, on {@code th:utext} (nothing is written unescaped), and on message keys the bundle lacks.
 */
class TemplateTextTest {

    static final Path TEMPLATES = Path.of("src/main/resources/templates");
    static final Pattern TOKEN = Pattern.compile("<[^>]*>|[^<]+");
    static final Pattern VISIBLE_ATTRIBUTE = Pattern.compile("\\s(title|alt|placeholder|aria-label)=\"([^\"]*)\"");
    static final Pattern MESSAGE_KEY = Pattern.compile("#\\{([a-zA-Z0-9_.]+)[(}]");
    static final Pattern MSG_CALL = Pattern.compile("#messages\\.msg\\('([a-zA-Z0-9_.]+)'\\)");

    @Test
    void templatesHaveNoHardCodedText() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path template : templates()) {
            problems.addAll(hardCodedText(TEMPLATES.relativize(template).toString(),
                    Files.readString(template, StandardCharsets.UTF_8)));
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void theCheckCatchesHardCodedText() {
        assertThat(hardCodedText("t", "<p>Hello</p>")).hasSize(1);
        assertThat(hardCodedText("t", "<p th:text=\"#{a}\">Hello</p>")).isEmpty();
        assertThat(hardCodedText("t", "<p><b th:text=\"#{a}\">x</b> and more</p>")).hasSize(1);
        assertThat(hardCodedText("t", "<img alt=\"A picture\">")).hasSize(1);
        assertThat(hardCodedText("t", "<p th:utext=\"${x}\">x</p>")).hasSize(1);
        assertThat(hardCodedText("t", "<!-- a comment --><p>  </p>")).isEmpty();
    }

    @Test
    void everyMessageKeyUsedIsInTheBundle() throws IOException {
        Properties bundle = new Properties();
        try (var in = Files.newBufferedReader(Path.of("src/main/resources/messages.properties"), StandardCharsets.UTF_8)) {
            bundle.load(in);
        }
        List<String> missing = new ArrayList<>();
        for (Path template : templates()) {
            String text = Files.readString(template, StandardCharsets.UTF_8);
            for (Pattern p : List.of(MESSAGE_KEY, MSG_CALL)) {
                Matcher m = p.matcher(text);
                while (m.find()) {
                    if (!bundle.containsKey(m.group(1))) {
                        missing.add(TEMPLATES.relativize(template) + ": " + m.group(1));
                    }
                }
            }
        }
        assertThat(missing).isEmpty();
    }

    /** The daytrader profile's bundle only overrides: a key of its own would be missing in the default mode. */
    @Test
    void theDayTraderBundleOverridesOnlyKeysOfTheBundle() throws IOException {
        Properties bundle = load("src/main/resources/messages.properties");
        Properties daytrader = load("src/main/resources/messages-daytrader.properties");
        assertThat(daytrader).isNotEmpty();
        assertThat(bundle.keySet()).containsAll(daytrader.keySet());
    }

    private static Properties load(String path) throws IOException {
        Properties bundle = new Properties();
        try (var in = Files.newBufferedReader(Path.of(path), StandardCharsets.UTF_8)) {
            bundle.load(in);
        }
        return bundle;
    }

    static List<String> hardCodedText(String name, String html) {
        String text = html.replaceAll("(?s)<!--.*?-->", "").replaceAll("(?s)<script.*?</script>", "")
                .replaceAll("(?s)<style.*?</style>", "").replaceAll("(?i)<!DOCTYPE[^>]*>", "");
        List<String> problems = new ArrayList<>();
        String lastTag = "";
        Matcher m = TOKEN.matcher(text);
        while (m.find()) {
            String token = m.group();
            if (token.startsWith("<")) {
                lastTag = token;
                if (token.contains("th:utext")) {
                    problems.add(name + ": th:utext in " + token);
                }
                Matcher a = VISIBLE_ATTRIBUTE.matcher(token);
                while (a.find()) {
                    if (a.group(2).matches(".*\\p{L}.*")) {
                        problems.add(name + ": literal " + a.group(1) + "=\"" + a.group(2) + "\"");
                    }
                }
            } else if (token.matches("(?s).*\\p{L}.*")) {
                boolean replaced = !lastTag.startsWith("</") && (lastTag.contains("th:text=") || lastTag.contains("th:utext=")
                        || lastTag.contains("th:errors=") || lastTag.contains("th:replace="));
                if (!replaced) {
                    problems.add(name + ": hard-coded text '" + token.strip() + "' after " + lastTag);
                }
            }
        }
        return problems;
    }

    private static List<Path> templates() throws IOException {
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            return files.filter(p -> p.toString().endsWith(".html")).sorted().toList();
        }
    }
}
