package org.bourse.web.scenario;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The ids of the orders {@code /scenario} confirmed to its clients since the last reset, for the run
 * check's I6 (nothing lost): at most {@code capacity} ids, 8 bytes each; beyond that they are only counted.
 */
public final class AcknowledgedOrders {

    private static final int INITIAL_SIZE = 1024;

    private final int capacity;
    private long[] ids = new long[0];
    private int size;
    private long untracked;

    AcknowledgedOrders(int capacity) {
        this.capacity = capacity;
    }

    synchronized void add(long orderId) {
        if (size == capacity) {
            untracked++;
            return;
        }
        if (size == ids.length) {
            ids = Arrays.copyOf(ids, (int) Math.min(capacity, Math.max(INITIAL_SIZE, 2L * ids.length)));
        }
        ids[size++] = orderId;
    }

    synchronized void clear() {
        ids = new long[0];
        size = 0;
        untracked = 0;
    }

    /** Everything kept, and forgotten here (cluster scope: it goes to the shared table). */
    synchronized Tracked drain() {
        Tracked all = new Tracked(Arrays.stream(ids, 0, size).boxed().toList(), untracked);
        clear();
        return all;
    }

    /** Takes back the ids (and untracked count) of a drain that could not be recorded. */
    synchronized void restore(List<Long> orderIds, long untrackedBefore) {
        for (long id : orderIds) {
            add(id);
        }
        untracked += untrackedBefore;
    }

    /** The ids above {@code sinceOrderId} (0: all), in the order they were confirmed, and the untracked count. */
    public synchronized Tracked since(long sinceOrderId) {
        List<Long> above = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            if (ids[i] > sinceOrderId) {
                above.add(ids[i]);
            }
        }
        return new Tracked(above, untracked);
    }

    /**
     * @param orderIds  the remembered ids asked for
     * @param untracked orders confirmed after the capacity was reached, whose ids were not kept
     */
    public record Tracked(List<Long> orderIds, long untracked) {

        public Tracked {
            orderIds = List.copyOf(orderIds);
        }

        /** Nothing confirmed since the last reset (or nothing above the id asked for). */
        public boolean isEmpty() {
            return orderIds.isEmpty() && untracked == 0;
        }
    }
}
