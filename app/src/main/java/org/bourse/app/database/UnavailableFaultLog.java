package org.bourse.app.database;

import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.outage.DatabaseOutage;

/**
 * Asked by the SOAP fault log before it logs a fault as unexpected (with its stack trace): a fault caused by a
 * database that does not answer is counted in the outage's lines instead, and not logged by itself.
 */
final class UnavailableFaultLog implements FaultListener {

    private final DatabaseOutage outage;

    UnavailableFaultLog(DatabaseOutage outage) {
        this.outage = outage;
    }

    @Override
    public boolean faultOccurred(Exception exception, String description, Message message) {
        if (!DatabaseFailures.notAnswering(exception)) {
            return true;
        }
        outage.refused(exception);
        return false;
    }
}
