package org.bourse.system.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.bourse.testing.server.Repository;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every path the Markdown docs name exists, and every anchor they link to is a heading of its page: a
 * reader who follows a doc to a file or a section finds it (issue 46). How paths are told from other
 * words is in {@link DocumentedPaths}.
 */
class DocumentedPathsTest {

    @Test
    void everyPathAndAnchorTheDocsNameExists() throws IOException {
        Checkout checkout = new Checkout(Repository.root());
        assertThat(checkout.markdownFiles()).as("the Markdown files read")
                .contains(checkout.root().resolve("README.md"), checkout.root().resolve("docs/benchmarks.md"));

        List<String> problems = new DocumentedPaths(checkout).problems();

        assertThat(problems).withFailMessage(() -> problems.size() + " paths or anchors named in the docs do not"
                + " exist (file:line: what):\n  " + String.join("\n  ", problems)).isEmpty();
    }

    @Test
    void aMissingPathOrAnchorIsReportedWithItsFileAndLine(@TempDir Path root) throws IOException {
        Files.writeString(root.resolve(".gitignore"), "target/\n/bench/results/\n");
        Files.createDirectories(root.resolve("app/src/main/java/org/bourse/app/soap"));
        Files.writeString(root.resolve("app/src/main/java/org/bourse/app/soap/JaxbRequestScope.java"), "");
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("pom.xml"), "");
        Files.writeString(root.resolve("docs/page.md"), """
                # A page

                ## Where the time goes: `--profile`
                """);
        Files.writeString(root.resolve("docs/index.md"), """
                # Index

                [fine](page.md#where-the-time-goes---profile), [fine](#index), `pom.xml`, `./pom.xml`,
                `app/…/app/soap/JaxbRequestScope.java`, `app/src/main/java/*/bourse`, `bench/results/<run>/`,
                `app/target/bourse.jar`, `$JDK25/bin/java`, `../elsewhere/x`, [web](https://example.org/x).
                [gone](gone.md) and [no heading](page.md#where-the-time-goes) and `app/src/Gone.java
                --with an option`, `app/…/app/web/JaxbRequestScope.java`.

                ```sh
                FILE=app/src/Fenced.java tuning/run.sh --spring.profiles.active=x
                ```

                ```sh
                git worktree add ../old 1c19443 && cd ../old
                app/src/Old.java --measured-then
                ```
                """);

        List<String> problems = new DocumentedPaths(new Checkout(root)).problems();

        assertThat(problems).containsExactlyInAnyOrder(
                "docs/index.md:6: link gone.md: docs/gone.md does not exist",
                "docs/index.md:6: link page.md#where-the-time-goes: docs/page.md has no heading #where-the-time-goes",
                "docs/index.md:6: app/src/Gone.java does not exist",
                "docs/index.md:7: app/…/app/web/JaxbRequestScope.java does not exist",
                "docs/index.md:10: app/src/Fenced.java does not exist");
    }

    @Test
    void anchorsAreGitHubsSlugsOfTheHeadings() {
        assertThat(MarkdownFile.slug("Where the time goes: `--profile`")).isEqualTo("where-the-time-goes---profile");
        assertThat(MarkdownFile.slug("Comparing two servers (`bench/compare`)"))
                .isEqualTo("comparing-two-servers-benchcompare");
        assertThat(MarkdownFile.slug("Tomcat's socket write buffer (`bourse.listener.socket-write-buffer`)"))
                .isEqualTo("tomcats-socket-write-buffer-bourselistenersocket-write-buffer");
        assertThat(MarkdownFile.slug("TLS and HTTP/2: where to terminate TLS (issue 30)"))
                .isEqualTo("tls-and-http2-where-to-terminate-tls-issue-30");
        assertThat(MarkdownFile.slug("[Pages](web.md) sent whole, 2026-11-26"))
                .isEqualTo("pages-sent-whole-2026-11-26");
        assertThat(MarkdownFile.slug("µs per request ÷ the peer")).isEqualTo("µs-per-request--the-peer");
    }
}
