package org.bourse.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report from summary.json alone: settings as the server's JSON lists them, a profile as the results
 * folder contract (bench/README.md) lays it out, text from the server escaped, and a comparison's and a suite's
 * summary as the commands wrote them. The browser test (ReportInBrowserTest) covers rendering.
 */
class ReportTest {

    @TempDir
    Path folder;

    static final String SUMMARY = """
            {"kind": "load", "workload": "EchoVoid", "settings": "saturation, 2 users, ramp 0 s, 5 s",
             "global": {"name": "all", "count": 10, "ok": 10, "ko": 0, "throughput": 2.0, "p50": 1, "p99": 3},
             "requests": [], "errors": [],
             "server": {"url": "http://127.0.0.1:9", "pids": [1],
               "jvm": {"commandLine": ["java", "-jar", "bourse.jar", "--spring.profiles.active=front-ended"],
                       "flags": ["-Xmx1g"], "version": "0.1.0"},
               "settings": {"source": "/config/settings.json", "values": [
                 {"name": "spring.datasource.url", "value": "jdbc:postgresql://db/bourse", "origin": "argument"},
                 {"name": "bourse.trade.order-processing", "value": "sync", "origin": "default"}]}}}
            """;

    @Test
    void theSettingsTheServerListedAreShownWithTheirOrigin() throws Exception {
        Files.writeString(folder.resolve("summary.json"), SUMMARY);
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<th>where it came from</th>")
                .contains("<td>bourse.trade.order-processing</td><td>sync</td><td>default</td>")
                .contains("<th>database</th><td>jdbc:postgresql://db/bourse</td>")
                .contains("front-ended (behind a front end")
                .contains("id=\"not-profiled\"")
                // the library is inlined, nothing is fetched
                .contains("Chart.js v4").doesNotContain("<script src=");
    }

    @Test
    void theSettingsAsTheLoadKitRecordsThemKeepTheirOrigin() throws Exception {
        // ServerSettings: values by name, and where each came from by name
        Files.writeString(folder.resolve("summary.json"), SUMMARY.substring(0, SUMMARY.indexOf("\"values\": ["))
                + """
                "values": {"spring.datasource.url": "jdbc:postgresql://db/bourse",
                  "bourse.passwords.bcrypt-strength": "4"},
                 "origins": {"spring.datasource.url": "environment SPRING_DATASOURCE_URL",
                  "bourse.passwords.bcrypt-strength": "default"}}}}
                """);
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<td>spring.datasource.url</td><td>jdbc:postgresql://db/bourse</td>"
                + "<td>environment SPRING_DATASOURCE_URL</td>")
                .contains("<td>bourse.passwords.bcrypt-strength</td><td>4</td><td>default</td>")
                .contains("<th>database</th><td>jdbc:postgresql://db/bourse</td>");
    }

    @Test
    void aProfileInTheContractsPlaceIsEmbedded() throws Exception {
        Files.writeString(folder.resolve("summary.json"), SUMMARY);
        Files.createDirectories(folder.resolve("profile"));
        Files.writeString(folder.resolve("profile/layers.json"),
                "[{\"layer\": \"XML binding\", \"percent\": 41.5, \"topFrames\": [\"com.ctc.wstx.sw.BaseStreamWriter.writeCharacters\"]}]");
        Files.writeString(folder.resolve("profile/flamegraph.html"), "<html><body><p>flame & \"graph\"</p></body></html>");
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<td>XML binding</td><td>41.5</td><td>com.ctc.wstx.sw.BaseStreamWriter.writeCharacters</td>")
                .contains("srcdoc=\"&lt;html&gt;&lt;body&gt;&lt;p&gt;flame &amp; &quot;graph&quot;")
                .doesNotContain("id=\"not-profiled\"");
    }

    @Test
    void whatTheServerSaidIsEscapedNotMarkup() throws Exception {
        Files.writeString(folder.resolve("summary.json"), SUMMARY.replace("jdbc:postgresql://db/bourse",
                "jdbc:h2:mem:<script>alert(1)</script>&x=\\\"1\\\""));
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<td>jdbc:h2:mem:&lt;script&gt;alert(1)&lt;/script&gt;&amp;x=&quot;1&quot;</td>")
                .doesNotContain("<script>alert(1)");
    }

    @Test
    void aComparisonShowsItsMediansRatiosRunsAndEachTarget() throws Exception {
        copy("compare-trade-soap");
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<title>Comparison: trade-soap — ")
                .contains("<span id=\"median-A-runs\">3</span>").contains("<span id=\"median-B-runs\">3</span>")
                .contains("<b id=\"ratio-throughput\">1.0000</b>")
                .contains("<span id=\"spread-cpuPerRequestUs\">0.1975</span>")
                .contains("<h3>Target B: started, serial GC</h3>")
                .contains("<th>how</th><td>started by bench/compare</td>")
                .contains("<th>how</th><td>running already</td>")
                .contains("<p id=\"check-A\" class=\"good\">Passed: statistics verified, all invariants hold.</p>")
                .contains("<table id=\"invariants-B\">")
                // a verification row the server left blank shows as a dash, not as "null"
                .contains("<td>requests</td><td>–</td>").doesNotContain("<td>null</td>")
                .contains("<th>rounds, order</th><td>3: A B B A A B</td>")
                .contains("<p id=\"no-errors\">None")
                // the profiles' folders are not part of the sample: the report says so
                .contains("id=\"not-profiled\"");
        assertThat(html.split("<tr><td>[123]</td><td>[AB]</td>", -1)).hasSize(7);
    }

    @Test
    void aSuiteShowsItsMethodAndEachWorkloadsPeakAndCheck() throws Exception {
        copy("suite-stocktrader-web");
        String html = Files.readString(Report.write(folder));
        assertThat(html).contains("<title>Suite: StockTrader web script — ")
                .contains("<p class=\"good\" id=\"suite-verdict\">")
                .contains("<td><span class=\"good\">passed</span>: statistics verified")
                .contains("<span id=\"peak-trade-web-count\">")
                .contains("<canvas id=\"peaks-chart\"></canvas>")
                .contains("<p id=\"no-errors\">None");
    }

    /** A summary.json written by the commands before their results were records (results/written-before/). */
    private void copy(String sample) throws Exception {
        try (var in = getClass().getResourceAsStream("/org/bourse/bench/results/written-before/" + sample
                + "/summary.json")) {
            Files.write(folder.resolve("summary.json"), in.readAllBytes());
        }
    }
}
