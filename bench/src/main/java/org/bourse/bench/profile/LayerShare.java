package org.bourse.bench.profile;

import java.util.List;

/**
 * One row of the layer table, as {@code layers.json} holds it.
 *
 * @param layer     the layer's title
 * @param percent   share of all samples whose innermost classified frame is in this layer
 * @param samples   those samples
 * @param topFrames the layer's frames that were innermost most often, most first, each with its share of all
 *                  samples: {@code "org.apache.cxf.message.MessageImpl.put (1.6%)"} (bench/README.md's results
 *                  folder contract: strings)
 */
public record LayerShare(String layer, double percent, long samples, List<String> topFrames) {
}
