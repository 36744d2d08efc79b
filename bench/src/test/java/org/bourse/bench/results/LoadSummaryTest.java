package org.bourse.bench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
        assertThat(run.profile().flamegraph()).isEqualTo("profile/flamegraph.html");
        assertThat(run.profile().samples()).isPositive();
        assertThat(run.server().jvm().flags()).contains("-XX:+UseSerialGC");
        assertThat(run.server().settings().value("bourse.population.users")).isEqualTo("50");
        assertThat(run.cpu().timeline().get(0).cores()).containsOnlyKeys("load", "server");
        assertThat(run.checks()).as("not a Trade run").isNull();
    }

    @Test
    void aCheckedTradeRunReadsAndWritesBackTheSame() throws Exception {
        RunSummary run = (RunSummary) roundTrip("trade-soap-checked");
        assertThat(run.server().pids()).as("no --server-pid: no process entries").isNull();
        assertThat(run.checks().passed()).isTrue();
        assertThat(run.checks().nothingLost().holds()).isTrue();
        assertThat(run.checks().nothingLost().acknowledged()).isEqualTo(8);
        assertThat(run.checks().server().invariants().allHold()).isTrue();
        assertThat(run.checks().server().invariantResults()).extracting(i -> i.id()).contains("I1", "I6");
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
        return (LoadSummary) WrittenBefore.roundTrip(sample, written);
    }
}
