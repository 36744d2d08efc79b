package org.bourse.bench.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.bourse.bench.gatling.GatlingSummary;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The summaries under {@code written-before/}, each written by the commands before their results were records:
 * read into the records, written again, and compared with the file, field for field, in order.
 */
final class WrittenBefore {

    private WrittenBefore() {
    }

    /** Reads the sample, writes it into {@code written}; both files must be the same JSON, field for field. */
    static SummaryDocument roundTrip(String sample, Path written) throws IOException, URISyntaxException {
        Path before = Path.of(WrittenBefore.class.getResource("written-before/" + sample).toURI());
        SummaryDocument doc = SummaryDocument.read(before);
        doc.write(written);
        JsonNode old = GatlingSummary.JSON.readTree(before.resolve(SummaryDocument.FILE).toFile());
        JsonNode now = GatlingSummary.JSON.readTree(written.resolve(SummaryDocument.FILE).toFile());
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
