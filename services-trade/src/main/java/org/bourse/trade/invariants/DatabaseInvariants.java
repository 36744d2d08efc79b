package org.bourse.trade.invariants;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.invariants.AcknowledgementResult;
import org.bourse.dal.invariants.Acknowledgements;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantCheckException;
import org.bourse.dal.invariants.InvariantResult;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The invariant check on this node's own database, on one snapshot of it and read only, for the admin
 * pages and {@code /config/check}: the web tier asks here and never opens a connection itself. There is
 * no local database in the web-services access mode: the services node checks its own.
 */
public final class DatabaseInvariants {

    private final ObjectProvider<DataSource> dataSource;
    private final ObjectProvider<InvariantCheck> invariantCheck;

    public DatabaseInvariants(ObjectProvider<DataSource> dataSource, ObjectProvider<InvariantCheck> invariantCheck) {
        this.dataSource = dataSource;
        this.invariantCheck = invariantCheck;
    }

    /** I1–I5, I7, I8. */
    public Outcome check() {
        return check(null);
    }

    /** I1–I8, I6 over the given order ids (the replies a client received since the population). */
    public Outcome checkAcknowledged(Collection<Long> orderIds) {
        return check((check, c) -> check.acknowledgedOrders(c, orderIds));
    }

    /** I1–I8, I6 over the window and ids {@code acknowledgements} describes. */
    public Outcome checkAcknowledged(Acknowledgements acknowledgements) {
        return check((check, c) -> check.acknowledgedOrders(c, acknowledgements));
    }

    private Outcome check(NothingLost nothingLost) {
        DataSource ds = dataSource.getIfAvailable();
        InvariantCheck check = invariantCheck.getIfAvailable();
        if (ds == null || check == null) {
            return new Outcome(false, List.of(), null, null, null);
        }
        try (Connection c = ds.getConnection()) {
            return check.inOneSnapshot(c, () -> {
                List<InvariantResult> results = new ArrayList<>(check.checkAll(c));
                AcknowledgementResult acknowledged = null;
                if (nothingLost != null) {
                    acknowledged = nothingLost.check(check, c);
                    results.add(beforeI7(results), acknowledged.invariant());
                }
                return new Outcome(true, results, null, check.highestOrderId(c), acknowledged);
            });
        } catch (SQLException | InvariantCheckException e) {
            return new Outcome(true, List.of(), e.getMessage(), null, null);
        }
    }

    private static int beforeI7(List<InvariantResult> results) {
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i).id().compareTo("I6") > 0) {
                return i;
            }
        }
        return results.size();
    }

    /** I6 on the check's connection and snapshot. */
    @FunctionalInterface
    private interface NothingLost {
        AcknowledgementResult check(InvariantCheck check, Connection connection);
    }

    /**
     * @param localDatabase   whether this node has a database of its own
     * @param results         one result per invariant, in id order, empty when the check did not run
     * @param error           why the check failed to run, null when it ran
     * @param highestOrderId  the largest order id in the database (0 if none), null when the check did not run
     * @param acknowledgement I6's details, null when I6 was not asked for or the check did not run
     */
    public record Outcome(boolean localDatabase, List<InvariantResult> results, String error, Long highestOrderId,
            AcknowledgementResult acknowledgement) {

        public boolean ran() {
            return localDatabase && error == null;
        }

        /** Every invariant holds; false when the check did not run. */
        public boolean allHold() {
            return ran() && results.stream().allMatch(InvariantResult::holds);
        }
    }
}
