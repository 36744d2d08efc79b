package org.bourse.system.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The check: every path the Markdown files of a checkout name exists, and every anchor a link names is a
 * heading of the page it points to. Its answer is one line per problem, {@code file:line: what}.
 *
 * <p>What counts as a path: a relative link's target (against the file's folder; a leading {@code /} is the
 * root, as on GitHub), and a quoted word, in a code span or a fenced block, that starts with a top-level
 * folder of the repository and a slash, or with {@code ./}, or is a top-level file (quoted paths are
 * relative to the root, where the docs' commands run). Of a code span only its first word is taken: the
 * rest of a command is options. A path without an extension may name a class
 * ({@code system-tests/…/ScaleOutTest}), so {@code .java} is tried after it.
 *
 * <p>Words with a shell variable ({@code $}) are skipped, their value is not known; so are paths starting
 * with {@code ..} (outside the repository) and what .gitignore and the build leave out (see
 * {@link Checkout}). A placeholder ({@code <name>}, {@code {vendor}}) or a {@code *} stands for one name
 * part and an elision ({@code …}, {@code **}) for any folders: such a path must match at least one file,
 * so an elided path still breaks when its file moves. In a fenced block, a {@code cd} out of the
 * repository ends the check of that block: what follows is relative to another folder.
 */
final class DocumentedPaths {

    private static final Pattern URL_SCHEME = Pattern.compile("^[A-Za-z][A-Za-z0-9+.-]*:");
    private static final Pattern PLACEHOLDER = Pattern.compile("<[^<>]*>|\\{[^{}]*}");
    private static final Pattern SHELL_ASSIGNMENT = Pattern.compile("^[A-Za-z_][A-Za-z0-9_]*=");

    private final Checkout checkout;
    private final Map<String, Set<String>> anchorsByPage = new HashMap<>();

    DocumentedPaths(Checkout checkout) {
        this.checkout = checkout;
    }

    /** Every problem in every Markdown file of the checkout. */
    List<String> problems() throws IOException {
        List<String> problems = new ArrayList<>();
        for (Path file : checkout.markdownFiles()) {
            problems.addAll(problems(file));
        }
        return problems;
    }

    List<String> problems(Path file) throws IOException {
        String page = relative(file);
        String folder = page.contains("/") ? page.substring(0, page.lastIndexOf('/')) : "";
        List<String> problems = new ArrayList<>();
        int blockLeft = 0;
        for (MarkdownFile.Named named : MarkdownFile.read(file).named()) {
            String where = page + ":" + named.line() + ": ";
            switch (named.kind()) {
                case LINK -> checkLink(page, folder, named.text()).ifPresent(p -> problems.add(where + p));
                case CODE -> {
                    String[] words = words(named.text());
                    if (words.length > 0) {
                        checkQuoted(unquoted(words[0])).ifPresent(p -> problems.add(where + p));
                    }
                }
                case FENCED -> {
                    String[] words = words(named.text());
                    for (int i = 0; i < words.length && blockLeft != named.block(); i++) {
                        if (words[i].equals("cd") && i + 1 < words.length && !words[i + 1].startsWith("./")
                                && !checkout.looksLikeRepositoryPath(words[i + 1])) {
                            // The block goes on in another folder (a worktree of an older commit, say):
                            // its relative paths are no longer the repository's.
                            blockLeft = named.block();
                        } else {
                            checkQuoted(unquoted(words[i])).ifPresent(p -> problems.add(where + p));
                        }
                    }
                }
                default -> throw new IllegalStateException(named.kind().toString());
            }
        }
        return problems;
    }

    private Optional<String> checkLink(String page, String folder, String target) {
        if (URL_SCHEME.matcher(target).find()) {
            return Optional.empty();
        }
        int hash = target.indexOf('#');
        String path = URLDecoder.decode(hash < 0 ? target : target.substring(0, hash), StandardCharsets.UTF_8);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        String resolved;
        if (path.isEmpty()) {
            resolved = page;
        } else {
            Path joined = path.startsWith("/") ? Path.of(path.substring(1)) : Path.of(folder).resolve(path);
            resolved = joined.normalize().toString().replace('\\', '/');
            if (resolved.startsWith("..")) {
                return Optional.of("link " + target + " points outside the repository");
            }
            if (resolved.isEmpty()) {
                resolved = ".";
            }
        }
        if (!checkout.exists(resolved)) {
            return Optional.of("link " + target + ": " + resolved + " does not exist");
        }
        if (anchor != null && resolved.toLowerCase().endsWith(".md")
                && !anchors(resolved).contains(URLDecoder.decode(anchor, StandardCharsets.UTF_8))) {
            return Optional.of("link " + target + ": " + resolved + " has no heading #" + anchor);
        }
        return Optional.empty();
    }

    private Optional<String> checkQuoted(String word) {
        if (word.isEmpty() || word.contains("$") || word.startsWith("..")
                || !checkout.looksLikeRepositoryPath(word)) {
            return Optional.empty();
        }
        String path = (word.startsWith("./") ? word.substring(2) : word)
                .replace("**", String.valueOf(Checkout.ANY_FOLDERS))
                .replace("…", String.valueOf(Checkout.ANY_FOLDERS))
                .replace("...", String.valueOf(Checkout.ANY_FOLDERS))
                .replace('*', Checkout.ANY_NAME)
                .replace('?', Checkout.ANY_NAME);
        // A class is often named by its path without the extension (system-tests/…/ComposeClusterTest).
        if (checkout.isIgnored(path) || checkout.exists(path) || checkout.exists(path + ".java")) {
            return Optional.empty();
        }
        return Optional.of(readable(word) + " does not exist");
    }

    /** The words of a quoted text, each placeholder (which may hold spaces) made one wildcard first. */
    private static String[] words(String text) {
        String marked = PLACEHOLDER.matcher(text).replaceAll(String.valueOf(Checkout.ANY_NAME)).strip();
        return marked.isEmpty() ? new String[0] : marked.split("\\s+");
    }

    /**
     * A word without what the shell or a sentence puts around a path: a variable it is assigned to, quotes,
     * brackets, and a trailing colon or comma (a message's prefix, {@code bench/load: run check passed}).
     */
    private static String unquoted(String word) {
        return SHELL_ASSIGNMENT.matcher(word).replaceFirst("").replaceAll("^[\"'(]+|[\"'),;:.]+$", "");
    }

    private static String readable(String word) {
        return word.replace(Checkout.ANY_NAME, '*');
    }

    private Set<String> anchors(String page) {
        return anchorsByPage.computeIfAbsent(page, p -> {
            try {
                return Files.isRegularFile(checkout.root().resolve(p))
                        ? MarkdownFile.read(checkout.root().resolve(p)).anchors() : Set.of();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    private String relative(Path file) {
        return checkout.root().relativize(file).toString().replace('\\', '/');
    }
}
