package org.bourse.wstest;

import org.apache.cxf.jaxws.EndpointImpl;
import org.bourse.wstest.stax.WsTestStax;

/**
 * The data binding that reads WSTest requests into the generated wire objects and writes the responses
 * ({@code bourse.wstest.binding}). Both give the same bytes on the wire and the same faults for bad input;
 * the endpoint implementation is the same object either way.
 */
public enum WsTestBinding {

    /** CXF's JAXB binding, exactly as CXF sets it up for the endpoint: the stack users deploy. */
    JAXB {
        @Override
        void publish(EndpointImpl endpoint, String address) {
            endpoint.publish(address);
            JaxbFastPath.apply(endpoint);
        }
    },

    /** Bourse's hand-written StAX reader and writer for the WSTest messages ({@link WsTestStax}). */
    STAX {
        @Override
        void publish(EndpointImpl endpoint, String address) {
            endpoint.setDataBinding(WsTestStax.dataBinding());
            endpoint.publish(address);
        }
    };

    /** Publishes the endpoint at {@code address} with this binding. */
    abstract void publish(EndpointImpl endpoint, String address);
}
