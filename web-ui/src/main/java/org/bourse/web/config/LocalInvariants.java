package org.bourse.web.config;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

import javax.sql.DataSource;

import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantCheckException;
import org.bourse.dal.invariants.InvariantResult;
import org.springframework.beans.factory.ObjectProvider;

/**
 * The invariant check on this node's own database, for the admin page and its JSON form. There is no
 * local database in the web-services access mode: the services node checks its own.
 */
final class LocalInvariants {

    private final ObjectProvider<DataSource> dataSource;
    private final ObjectProvider<Vendor> vendor;

    LocalInvariants(ObjectProvider<DataSource> dataSource, ObjectProvider<Vendor> vendor) {
        this.dataSource = dataSource;
        this.vendor = vendor;
    }

    Outcome check() {
        DataSource ds = dataSource.getIfAvailable();
        Vendor v = vendor.getIfAvailable();
        if (ds == null || v == null) {
            return new Outcome(false, List.of(), null);
        }
        try (Connection c = ds.getConnection()) {
            return new Outcome(true, new InvariantCheck(v).checkAll(c), null);
        } catch (SQLException | InvariantCheckException e) {
            return new Outcome(true, List.of(), e.getMessage());
        }
    }

    /**
     * @param localDatabase whether this node has a database of its own
     * @param results       one result per invariant, empty when the check did not run
     * @param error         why the check failed to run, null when it ran
     */
    record Outcome(boolean localDatabase, List<InvariantResult> results, String error) {

        boolean ran() {
            return localDatabase && error == null;
        }

        /** Every invariant holds; false when the check did not run. */
        boolean allHold() {
            return ran() && results.stream().allMatch(InvariantResult::holds);
        }
    }
}
