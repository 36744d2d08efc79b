package org.bourse.bench.profile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.bourse.bench.html.PageRenderer;
import org.thymeleaf.context.Context;

/**
 * A flame graph of collapsed stacks as one HTML file that needs nothing else (no network, no other file): the
 * merged call tree is embedded as JSON and drawn on a canvas by a few lines of script. Frames are coloured by
 * their {@link Layer}, the same layers as the table, the thread's root at the top (an icicle, so the
 * wide frames are seen first); click a frame to zoom into it, type in the box to
 * highlight frames by name. Frames under 1/{@value #DETAIL} of the samples are left out to keep the page small.
 */
final class FlameGraphPage {

    static final int DETAIL = 5000;

    private FlameGraphPage() {
    }

    /** One node of the call tree: a frame under its caller, with the samples taken in it or its callees. */
    private static final class Node {
        final String frame;
        long samples;
        final Map<String, Node> children = new LinkedHashMap<>();

        Node(String frame) {
            this.frame = frame;
        }
    }

    static void write(Stacks stacks, String title, Path file) throws IOException {
        Node root = new Node("all");
        stacks.forEach((stack, n) -> {
            root.samples += n;
            Node at = root;
            for (String f : Stacks.frames(stack)) {
                at = at.children.computeIfAbsent(f, Node::new);
                at.samples += n;
            }
        });
        List<String> names = new ArrayList<>();
        Map<String, Integer> index = new HashMap<>();
        Object tree = encode(root, Math.max(1, root.samples / DETAIL), names, index);
        List<Object> layers = new ArrayList<>();
        for (Layer l : Layer.values()) {
            layers.add(l.title());
        }
        List<Integer> layerOfName = names.stream().map(n -> {
            Layer l = Layer.of(n);
            return l == null ? (n.endsWith("_[k]") ? -2 : -1) : l.ordinal();
        }).toList();
        Context page = new Context();
        page.setVariable("title", title);
        page.setVariable("data", json(new Data(title, names, layerOfName, layers, tree)));
        Files.writeString(file, new PageRenderer().render("profile/flamegraph", page), StandardCharsets.UTF_8);
    }

    /**
     * What the page's script draws.
     *
     * @param title       the page's title
     * @param names       every frame's name, once
     * @param layerOfName each name's layer (its index in {@code layers}; -1 none, -2 the kernel)
     * @param layers      the layers' titles
     * @param tree        the call tree, {@code [name index, samples, children...]} nested
     */
    private record Data(String title, List<String> names, List<Integer> layerOfName, List<Object> layers, Object tree) {
    }

    /** {@code [name index, samples, children...]}, children under the detail bound left out. */
    private static Object encode(Node node, long least, List<String> names, Map<String, Integer> index) {
        List<Object> out = new ArrayList<>();
        out.add(index.computeIfAbsent(node.frame, f -> {
            names.add(f);
            return names.size() - 1;
        }));
        out.add(node.samples);
        node.children.values().stream().filter(c -> c.samples >= least)
                .sorted((a, b) -> a.frame.compareTo(b.frame))
                .forEach(c -> out.add(encode(c, least, names, index)));
        return out;
    }

    private static String json(Object data) throws JsonProcessingException {
        // Inside <script>: no "<" at all, so nothing can end the script or open a comment there.
        return new ObjectMapper().writeValueAsString(data).replace("<", "\\u003c");
    }
}
