package org.bourse.system.docs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The repository's files as the docs may name them: every file and folder of the checkout but Git's, the
 * build's output and what .gitignore leaves out (run-time folders such as {@code data/} and
 * {@code bench/results/}, which a fresh checkout does not have and the docs still rightly name).
 */
final class Checkout {

    /** Stands for a placeholder ({@code <name>}, {@code {vendor}}) or a glob's {@code *}: one name part. */
    static final char ANY_NAME = '\u0001';
    /** Stands for an elision ({@code app/…/metrics}): any number of folders. */
    static final char ANY_FOLDERS = '\u0002';

    private final Path root;
    private final Set<String> paths = new TreeSet<>();
    private final Set<String> topLevelFolders = new TreeSet<>();
    private final Set<String> topLevelFiles = new TreeSet<>();
    private final List<String> ignored;

    Checkout(Path root) throws IOException {
        this.root = root;
        this.ignored = Files.readAllLines(root.resolve(".gitignore"), StandardCharsets.UTF_8).stream()
                .map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("#")).toList();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attributes) {
                if (dir.equals(root)) {
                    return FileVisitResult.CONTINUE;
                }
                String path = relative(dir);
                if (isIgnored(path)) {
                    return FileVisitResult.SKIP_SUBTREE;
                }
                paths.add(path);
                if (dir.getParent().equals(root)) {
                    topLevelFolders.add(path);
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                String path = relative(file);
                if (!isIgnored(path)) {
                    paths.add(path);
                    if (file.getParent().equals(root)) {
                        topLevelFiles.add(path);
                    }
                }
                return FileVisitResult.CONTINUE;
            }
        });
    }

    Path root() {
        return root;
    }

    /** The Markdown files to check: every one in the checkout. */
    List<Path> markdownFiles() {
        return paths.stream().filter(path -> path.toLowerCase().endsWith(".md")).map(root::resolve).toList();
    }

    /**
     * Whether a word quoted in the docs names a file of this repository: it starts with one of the
     * repository's top-level folders and a slash, or it is one of its top-level files; {@code ./} before it
     * is the root (the docs' commands run there).
     */
    boolean looksLikeRepositoryPath(String word) {
        String path = word.startsWith("./") ? word.substring(2) : word;
        int slash = path.indexOf('/');
        return slash > 0 ? topLevelFolders.contains(path.substring(0, slash))
                : topLevelFiles.contains(path) || word.startsWith("./") && !path.isEmpty();
    }

    /** Whether a path relative to the root names something the checkout leaves to the build or the run. */
    boolean isIgnored(String path) {
        String clean = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
        List<String> segments = List.of(clean.split("/"));
        for (String pattern : ignored) {
            String folderless = pattern.endsWith("/") ? pattern.substring(0, pattern.length() - 1) : pattern;
            if (folderless.startsWith("/")) {
                String rooted = folderless.substring(1);
                if (clean.equals(rooted) || clean.startsWith(rooted + "/")) {
                    return true;
                }
            } else if (folderless.startsWith("*")) {
                String suffix = folderless.substring(1);
                if (segments.stream().anyMatch(segment -> segment.endsWith(suffix))) {
                    return true;
                }
            } else if (segments.contains(folderless)) {
                return true;
            }
        }
        // Not in .gitignore, and never committed: the build's own folder.
        return segments.contains("target") || segments.contains("node_modules") || segments.contains(".git");
    }

    /**
     * Whether the path, relative to the root, exists. A path with {@link #ANY_NAME} or {@link #ANY_FOLDERS}
     * exists when at least one file or folder of the checkout matches it.
     */
    boolean exists(String path) {
        String clean = path.endsWith("/") && path.length() > 1 ? path.substring(0, path.length() - 1) : path;
        if (clean.indexOf(ANY_NAME) < 0 && clean.indexOf(ANY_FOLDERS) < 0) {
            return Files.exists(root.resolve(clean));
        }
        StringBuilder regex = new StringBuilder();
        for (String literal : clean.split("(?=[\\x01\\x02])|(?<=[\\x01\\x02])")) {
            if (literal.equals(String.valueOf(ANY_NAME))) {
                regex.append("[^/]*");
            } else if (literal.equals(String.valueOf(ANY_FOLDERS))) {
                regex.append(".*");
            } else {
                regex.append(Pattern.quote(literal));
            }
        }
        Pattern matching = Pattern.compile(regex.toString());
        return paths.stream().anyMatch(candidate -> matching.matcher(candidate).matches());
    }

    private String relative(Path path) {
        return root.relativize(path).toString().replace('\\', '/');
    }
}
