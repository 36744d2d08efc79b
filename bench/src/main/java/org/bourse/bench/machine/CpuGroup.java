package org.bourse.bench.machine;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What counts as one target's (or the load generator's) CPU and memory for {@link CpuSampler}: process
 * trees ({@link ProcessTree}), cgroups ({@link Cgroups}: every process of some containers, those that
 * ended included), or both together.
 */
public interface CpuGroup {

    /** CPU time used so far, in clock ticks ({@link ProcStat#TICKS_PER_SECOND}). */
    long cpuTicks();

    /** Resident memory of its processes now, in KiB. */
    long rssKb();

    /** Its processes now, ancestors before descendants where known. */
    Set<Long> pids();

    /** Whether nothing was named, so that its CPU is not known (not: named, and idle). */
    boolean unknown();

    /** These groups as one: the sum of their readings (name each process once, or it counts twice). */
    static CpuGroup all(List<? extends CpuGroup> groups) {
        List<CpuGroup> named = groups.stream().filter(g -> !g.unknown()).map(CpuGroup.class::cast).toList();
        if (named.size() == 1) {
            return named.get(0);
        }
        return new CpuGroup() {
            @Override
            public long cpuTicks() {
                return named.stream().mapToLong(CpuGroup::cpuTicks).sum();
            }

            @Override
            public long rssKb() {
                return named.stream().mapToLong(CpuGroup::rssKb).sum();
            }

            @Override
            public Set<Long> pids() {
                return named.stream().flatMap(g -> g.pids().stream())
                        .collect(Collectors.toCollection(java.util.LinkedHashSet::new));
            }

            @Override
            public boolean unknown() {
                return named.isEmpty();
            }
        };
    }
}
