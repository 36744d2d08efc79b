package org.bourse.wstest;

import org.apache.cxf.Bus;
import org.apache.cxf.bus.extension.ExtensionManagerBus;
import org.apache.cxf.transport.servlet.CXFNonSpringServlet;

/**
 * The WebSphere-style address {@code /WSTest/services/TestServiceSoap}. It gets a bus and servlet of
 * its own so that it serves exactly this one endpoint, with a WSDL whose address is this path, and
 * the application's own SOAP path does not grow aliases.
 */
final class ConventionalMount implements AutoCloseable {

    static final String PATH = "/WSTest/services";
    static final String ADDRESS = "/TestServiceSoap";

    private final Bus bus = new ExtensionManagerBus();
    private final CXFNonSpringServlet servlet = new CXFNonSpringServlet();

    /**
     * @param main the application's bus: its bus-wide interceptors (metrics, the answer to a GET…) and
     *             properties (the fault log) apply here too, so this address is served exactly like the
     *             main one
     */
    ConventionalMount(Bus main) {
        main.getProperties().forEach(bus::setProperty);
        bus.getInInterceptors().addAll(main.getInInterceptors());
        bus.getOutInterceptors().addAll(main.getOutInterceptors());
        bus.getInFaultInterceptors().addAll(main.getInFaultInterceptors());
        bus.getOutFaultInterceptors().addAll(main.getOutFaultInterceptors());
        servlet.setBus(bus);
    }

    Bus bus() {
        return bus;
    }

    CXFNonSpringServlet servlet() {
        return servlet;
    }

    @Override
    public void close() {
        bus.shutdown(true);
    }
}
