package org.bourse.app.database;

import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.bourse.dal.outage.DatabaseFailures;

/**
 * On every SOAP endpoint's fault path: a fault caused by a database that does not answer is a
 * {@code soap:Server} fault saying the service is unavailable and when to try again, without detail.
 * Runs after the endpoints' own fault shaping (Trade's and WSTest's, at PREPARE_SEND), which would call it
 * an unexpected failure, and before the fault is written (MARSHAL). CXF sends it with HTTP 500, which SOAP 1.1
 * and the WS-I Basic Profile require for a fault; a 503 would break clients that read faults only from a 500.
 */
final class UnavailableFault extends AbstractPhaseInterceptor<Message> {

    private final String text;

    UnavailableFault(long retryAfterSeconds) {
        super(Phase.PRE_STREAM);
        this.text = "The service is unavailable for a moment: the database does not answer; nothing was changed,"
                + " try again in " + retryAfterSeconds + " s";
    }

    @Override
    public void handleMessage(Message message) {
        if (message.getContent(Exception.class) instanceof Fault fault && DatabaseFailures.notAnswering(fault)) {
            fault.setFaultCode(Fault.FAULT_CODE_SERVER);
            fault.setMessage(text);
            fault.setDetail(null);
        }
    }
}
