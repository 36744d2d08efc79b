package org.bourse.bench.profile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The flame graph page from its template: the samples are in the page, and a frame or title that looks like
 * markup stays text (a lambda's or a generated class's name can hold {@code <} and {@code >}).
 */
class FlameGraphPageTest {

    @Test
    void framesAndTitleThatLookLikeMarkupStayText(@TempDir Path folder) throws Exception {
        Stacks stacks = Stacks.empty();
        stacks.add("java/lang/Thread.run;org/apache/cxf/Servlet.service;Evil.</script><b>&\"x", 7);
        stacks.add("java/lang/Thread.run;org/apache/cxf/Servlet.service", 3);
        Path file = folder.resolve("flamegraph.html");

        FlameGraphPage.write(stacks, "Server CPU: <i>async-profiler</i> & co", file);

        String page = Files.readString(file);
        assertThat(page).contains("<title>Server CPU: &lt;i&gt;async-profiler&lt;/i&gt; &amp; co</title>")
                .contains("<h1>Server CPU: &lt;i&gt;async-profiler&lt;/i&gt; &amp; co</h1>")
                .contains("org/apache/cxf/Servlet.service")
                .contains("Evil.\\u003c/script>\\u003cb>&\\\"x")
                .doesNotContain("</script><b>")
                // the drawing script is the template's, untouched
                .contains("function draw(){").contains("<canvas id=\"fg\"></canvas>");
        // every sample counted at the root: [name index, samples, children...]
        assertThat(page).containsPattern("\"tree\":\\[0,10,");
    }
}
