package org.bourse.bench.simulation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import io.gatling.javaapi.core.Session;

/**
 * The order ids the server told this run's users it had accepted (one per successful buy or sell reply),
 * for the run check's I6 ("nothing lost"). A simulation adds them as replies come in and writes them to
 * {@code acknowledged-orders.txt} in its run's folder when it ends; the launcher reads every such file of a workload.
 */
public final class AcknowledgedOrders {

    public static final NumberFile FILE = new NumberFile("acknowledged-orders.txt");

    /** The session attribute a simulation's check saves a reply's order id in, for {@link #record}. */
    public static final String ORDER_ID = "acknowledgedOrderId";

    private final Queue<Long> ids = new ConcurrentLinkedQueue<>();

    /**
     * After a buy or sell request: keeps the order id its check saved, if the reply was a success (a failed
     * request fails the run anyway), and clears it for the next one.
     */
    public Session record(Session session) {
        if (session.contains(ORDER_ID)) {
            ids.add(Long.valueOf(session.getString(ORDER_ID)));
        }
        return session.remove(ORDER_ID);
    }

    /** Writes the ids, one per line, into the run's folder (Gatling calls this in the simulation's after()). */
    public void write(RunSettings run) {
        FILE.write(run, ids, "acknowledged order ids");
    }

    /** Every id acknowledged in the runs under this folder (a single run, or each level of a peak search). */
    public static List<Long> read(Path folder) throws IOException {
        return FILE.readAll(folder);
    }
}
