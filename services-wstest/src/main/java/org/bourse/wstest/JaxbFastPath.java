package org.bourse.wstest;

import org.apache.cxf.databinding.DataBinding;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.EndpointImpl;

/**
 * CXF hands JAXB a "minimum" character escape handler wrapped in a reflective proxy, so every text
 * node written goes through {@code Method.invoke} (seen at 2-3% of CPU for EchoList 20). Without a
 * handler set, JAXB's UTF-8 writer calls that same handler of its own ({@code MinimumEscapeHandler}:
 * {@code & < >} and a carriage return as {@code &#13;}, {@code "} in attributes) directly: the same
 * bytes, minus the reflection. Only for the JAXB binding ({@link WsTestBinding#JAXB}).
 */
final class JaxbFastPath {

    private JaxbFastPath() {
    }

    static void apply(EndpointImpl endpoint) {
        DataBinding binding = endpoint.getServer().getEndpoint().getService().getDataBinding();
        if (binding instanceof JAXBDataBinding jaxb) {
            jaxb.setEscapeHandler(null);
        }
    }
}
