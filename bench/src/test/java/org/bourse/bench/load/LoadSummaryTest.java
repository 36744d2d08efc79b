package org.bourse.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.gatling.Summary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * summary.json as records: files that bench/load wrote before its summaries were typed (a single run with the
 * server's processes and profile, a checked Trade run, a checked peak search) are read into the records and
 * written back with the same fields, in the same order, with the same values — the shape the report, the
 * suite and other tools read.
 */
class LoadSummaryTest {

    @TempDir
    Path written;

    @Test
    void aProfiledRunWithTheServersProcessesReadsAndWritesBackTheSame() throws Exception {
        LoadSummary doc = roundTrip("run-profiled");
        assertThat(doc).isInstanceOf(RunSummary.class);
        RunSummary run = (RunSummary) doc;
        assertThat(run.workload()).isEqualTo("EchoVoid");
        assertThat(run.global().count()).isEqualTo(200);
        assertThat(run.server().pids()).hasSize(1);
        assertThat(run.server().cpuPerRequestUs()).isPositive();
        assertThat(run.timeline()).isNotEmpty();
        assertThat(run.latencyPercentiles()).containsKeys("min", "50", "99", "max");
        assertThat(run.profile()).containsKeys("engine", "flamegraph", "layers");
        assertThat(run.checks()).as("not a Trade run").isNull();
    }

    @Test
    void aCheckedTradeRunReadsAndWritesBackTheSame() throws Exception {
        RunSummary run = (RunSummary) roundTrip("trade-soap-checked");
        assertThat(run.server().pids()).as("no --server-pid: no process entries").isNull();
        assertThat(run.checks().passed()).isTrue();
        assertThat(run.checks().nothingLost().holds()).isTrue();
        assertThat(run.checks().nothingLost().acknowledged()).isEqualTo(8);
        assertThat(run.checks().server().path("invariants").path("allHold").asBoolean()).isTrue();
        assertThat(run.verdict()).isEqualTo(new Verdict(24, 0, true, true));
    }

    @Test
    void aCheckedPeakSearchReadsAndWritesBackTheSame() throws Exception {
        LoadSummary doc = roundTrip("trade-soap-peak");
        assertThat(doc).isInstanceOf(PeakSummary.class);
        PeakSummary search = (PeakSummary) doc;
        assertThat(search.levels()).extracting(PeakSummary.Level::users).containsExactly(1, 2);
        assertThat(search.peakUsers()).isIn(1, 2);
        assertThat(search.peak()).isNotNull();
        assertThat(search.verdict().result()).isTrue();
    }

    /** Reads the file written before, writes it again; both files must be the same JSON, field for field. */
    private LoadSummary roundTrip(String sample) throws IOException, URISyntaxException {
        Path before = Path.of(getClass().getResource("written-before/" + sample).toURI());
        LoadSummary doc = LoadSummary.read(before);
        doc.write(written);
        JsonNode old = Summary.JSON.readTree(before.resolve(LoadSummary.FILE).toFile());
        JsonNode now = Summary.JSON.readTree(written.resolve(LoadSummary.FILE).toFile());
        assertThat(now).isEqualTo(old);
        assertThat(fieldPaths(now)).containsExactlyElementsOf(fieldPaths(old));
        return doc;
    }

    /** Every object field's path, in the order written. */
    private static List<String> fieldPaths(JsonNode node) {
        List<String> paths = new ArrayList<>();
        collect(node, "", paths);
        return paths;
    }

    private static void collect(JsonNode node, String at, List<String> paths) {
        if (node.isObject()) {
            node.fields().forEachRemaining(f -> {
                paths.add(at + "/" + f.getKey());
                collect(f.getValue(), at + "/" + f.getKey(), paths);
            });
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                collect(node.get(i), at + "/" + i, paths);
            }
        }
    }
}
