package org.bourse.bench.profile;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Samples by layer. Each sample counts once, for the layer of its innermost frame that belongs to one (walking
 * from the leaf towards the thread's root): a {@code HashMap.get} called by CXF is CXF's time, a socket write
 * called by Tomcat is HTTP's, JAXB called by CXF is XML binding's. So the rows add up to 100%, and a layer's
 * share is the time spent in its own code and in the JDK code it called directly.
 */
final class LayerTable {

    static final int TOP_FRAMES = 5;

    private LayerTable() {
    }

    static List<LayerShare> of(Stacks stacks) {
        long total = stacks.total();
        Map<Layer, Long> samples = new EnumMap<>(Layer.class);
        Map<Layer, Map<String, Long>> frames = new EnumMap<>(Layer.class);
        stacks.forEach((stack, n) -> {
            String[] f = Stacks.frames(stack);
            Layer layer = Layer.OTHER;
            String decisive = f[f.length - 1];
            for (int i = f.length - 1; i >= 0; i--) {
                Layer l = Layer.of(f[i]);
                if (l != null) {
                    layer = l;
                    decisive = f[i];
                    break;
                }
            }
            samples.merge(layer, n, Long::sum);
            frames.computeIfAbsent(layer, k -> new HashMap<>()).merge(decisive, n, Long::sum);
        });
        List<LayerShare> rows = new ArrayList<>();
        for (Layer l : Layer.values()) {
            long n = samples.getOrDefault(l, 0L);
            List<String> top = frames.getOrDefault(l, Map.of()).entrySet().stream()
                    .sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(TOP_FRAMES)
                    .map(e -> String.format(Locale.ROOT, "%s (%.1f%%)", readable(e.getKey()),
                            percent(e.getValue(), total)))
                    .toList();
            rows.add(new LayerShare(l.title(), percent(n, total), n, top));
        }
        return rows;
    }

    /** A Java frame as Java names it ({@code org.apache.cxf.Foo.bar}); the JVM's functions as they are. */
    private static String readable(String frame) {
        return Layer.isJava(frame) ? frame.replace('/', '.') : frame;
    }

    private static double percent(long n, long total) {
        return total == 0 ? 0 : Math.round(n * 10_000.0 / total) / 100.0;
    }

    static String markdown(List<LayerShare> rows, long total) {
        StringBuilder b = new StringBuilder("| layer | share | samples | top frames (share of all samples) |\n"
                + "|---|---:|---:|---|\n");
        for (LayerShare r : rows) {
            if (r.samples() == 0) {
                continue;
            }
            List<String> top = r.topFrames().stream().limit(3)
                    .map(f -> "`" + f.substring(0, f.lastIndexOf(" (")) + "`" + f.substring(f.lastIndexOf(" ("))).toList();
            b.append(String.format(Locale.ROOT, "| %s | %.1f%% | %d | %s |%n", r.layer(), r.percent(), r.samples(),
                    String.join(", ", top)));
        }
        b.append(String.format(Locale.ROOT, "%n%d samples in all.%n", total));
        return b.toString();
    }
}
