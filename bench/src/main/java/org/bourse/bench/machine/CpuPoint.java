package org.bourse.bench.machine;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;

/**
 * One point of a CPU timeline ({@link CpuSampler.Window#timeline()}): in JSON {@code {"t", "<group>Cores"…,
 * "foreignCores"}}, one field per group sampled ({@code server}, {@code load}, a comparison's {@code A} and
 * {@code B}), so the charts find each group by name.
 *
 * @param t            seconds from the start of the run
 * @param cores        cores each group used over the interval, by group
 * @param foreignCores busy cores no group accounts for
 */
@JsonSerialize(using = CpuPoint.Writer.class)
public record CpuPoint(double t, Map<String, Double> cores, double foreignCores) {

    private static final String CORES = "Cores";

    /** From its JSON fields, in the order written. */
    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    static CpuPoint of(LinkedHashMap<String, Double> fields) {
        Map<String, Double> cores = new LinkedHashMap<>();
        fields.forEach((name, v) -> {
            if (name.endsWith(CORES) && !name.equals("foreign" + CORES)) {
                cores.put(name.substring(0, name.length() - CORES.length()), v);
            }
        });
        return new CpuPoint(fields.getOrDefault("t", 0.0), cores, fields.getOrDefault("foreign" + CORES, 0.0));
    }

    static final class Writer extends StdSerializer<CpuPoint> {

        Writer() {
            super(CpuPoint.class);
        }

        @Override
        public void serialize(CpuPoint p, JsonGenerator json, SerializerProvider provider) throws IOException {
            json.writeStartObject();
            json.writeNumberField("t", p.t());
            for (Map.Entry<String, Double> c : p.cores().entrySet()) {
                json.writeNumberField(c.getKey() + CORES, c.getValue());
            }
            json.writeNumberField("foreign" + CORES, p.foreignCores());
            json.writeEndObject();
        }
    }
}
