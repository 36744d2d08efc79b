package org.bourse.web.config;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.AcknowledgementResult;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantCheckException;
import org.bourse.dal.invariants.InvariantResult;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The invariant check on this node's own database, for the admin page and its JSON form, on one snapshot
 * of the database. There is no local database in the web-services access mode: the services node checks
 * its own.
 */
final class LocalInvariants {

    private final ObjectProvider<DataSource> dataSource;
    private final ObjectProvider<Vendor> vendor;

    LocalInvariants(ObjectProvider<DataSource> dataSource, ObjectProvider<Vendor> vendor) {
        this.dataSource = dataSource;
        this.vendor = vendor;
    }

    /** I1–I5, I7, I8. */
    Outcome check() {
        return check(null);
    }

    /** I1–I8: I6 asks {@code nothingLost}, on the same snapshot; null leaves I6 out. */
    Outcome check(NothingLost nothingLost) {
        DataSource ds = dataSource.getIfAvailable();
        Vendor v = vendor.getIfAvailable();
        if (ds == null || v == null) {
            return new Outcome(false, List.of(), null, null, null);
        }
        try (Connection c = ds.getConnection()) {
            InvariantCheck check = new InvariantCheck(v);
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
    interface NothingLost {
        AcknowledgementResult check(InvariantCheck check, Connection connection);
    }

    /**
     * @param localDatabase   whether this node has a database of its own
     * @param results         one result per invariant, in id order, empty when the check did not run
     * @param error           why the check failed to run, null when it ran
     * @param highestOrderId  the largest order id in the database (0 if none), null when the check did not run
     * @param acknowledgement I6's details, null when I6 was not asked for or the check did not run
     */
    record Outcome(boolean localDatabase, List<InvariantResult> results, String error, Long highestOrderId,
            AcknowledgementResult acknowledgement) {

        boolean ran() {
            return localDatabase && error == null;
        }

        /** Every invariant holds; false when the check did not run. */
        boolean allHold() {
            return ran() && results.stream().allMatch(InvariantResult::holds);
        }
    }
}
