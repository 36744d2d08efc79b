/**
 * Where the server's CPU time goes during a measured run: a CPU profile of the server process
 * (async-profiler attached to its pid, or JFR through {@code jcmd} where async-profiler cannot run), written
 * into the run's folder as {@code profile/stacks.collapsed}, a self-contained {@code profile/flamegraph.html}
 * and the layer table {@code profile/layers.json} / {@code layers.md}. {@link org.bourse.bench.profile.Profiler}
 * is the entry point for the load kit and for {@code bench/compare}. See docs/benchmarks/load-kit.md.
 */
package org.bourse.bench.profile;
