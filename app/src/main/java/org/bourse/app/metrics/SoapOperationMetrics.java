package org.bourse.app.metrics;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

import org.apache.cxf.Bus;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.Service;
import org.apache.cxf.service.model.BindingOperationInfo;
import org.apache.cxf.transport.Destination;
import org.apache.cxf.transport.http.AbstractHTTPDestination;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.servlet.http.HttpServletRequest;

/**
 * Times every SOAP exchange from the moment CXF receives the request to the moment the response (or
 * fault) has been written, as the timer {@value #TIMER} tagged with the service, the operation and
 * the outcome ({@code success} or {@code fault}). Requests that fail before CXF knows the operation
 * (malformed XML, unknown operation) count under {@code operation="unknown"}, so the tag values are
 * bounded by the WSDLs.
 *
 * <p>One {@link Timer} per tag combination is looked up once and cached by the operation's binding
 * model object, so the request path does no registry look-up and no allocation beyond a boxed start
 * time. Histogram buckets come from the {@code management.metrics.distribution.*} settings.
 */
public final class SoapOperationMetrics {

    /** The timer's name; Prometheus shows it as {@code bourse_soap_operation_seconds}. */
    public static final String TIMER = "bourse.soap.operation";
    /**
     * Request attribute holding the endpoint path ({@code /services/WSTest}) of a SOAP request, so
     * that the HTTP request metric can tag it with a bounded URI.
     */
    public static final String ENDPOINT_ATTRIBUTE = SoapOperationMetrics.class.getName() + ".endpoint";

    static final String UNKNOWN = "unknown";
    private static final String START = SoapOperationMetrics.class.getName() + ".start";

    private final MeterRegistry registry;
    private final ConcurrentMap<Object, Timer[]> timers = new ConcurrentHashMap<>();
    private final Start start = new Start();
    private final Stop success = new Stop(0);
    private final Stop fault = new Stop(1);

    SoapOperationMetrics(MeterRegistry registry) {
        this.registry = registry;
    }

    /** Adds the timing interceptors to every endpoint published on {@code bus}. */
    void attachTo(Bus bus) {
        bus.getInInterceptors().add(start);
        bus.getOutInterceptors().add(success);
        bus.getOutFaultInterceptors().add(fault);
    }

    private Timer timer(Exchange exchange, int outcome) {
        BindingOperationInfo operation = exchange.getBindingOperationInfo();
        Service service = exchange.getService();
        String serviceName = service == null ? UNKNOWN : service.getName().getLocalPart();
        Object key = operation != null ? operation : serviceName;
        Timer[] pair = timers.computeIfAbsent(key, k -> new Timer[] {
                register(serviceName, operation, "success"), register(serviceName, operation, "fault")});
        return pair[outcome];
    }

    private Timer register(String service, BindingOperationInfo operation, String outcome) {
        return Timer.builder(TIMER)
                .description("SOAP operations, from the request received to the response written")
                .tag("service", service)
                .tag("operation", operation == null ? UNKNOWN : operation.getName().getLocalPart())
                .tag("outcome", outcome)
                .register(registry);
    }

    /** Notes the start time, and the endpoint path for the HTTP metric. */
    private static final class Start extends AbstractPhaseInterceptor<Message> {

        Start() {
            super(Phase.RECEIVE);
        }

        @Override
        public void handleMessage(Message message) throws Fault {
            if (MessageUtils.isRequestor(message)) {
                return; // a client's response on a shared bus: not a request served here
            }
            Exchange exchange = message.getExchange();
            exchange.put(START, System.nanoTime());
            Destination destination = exchange.getDestination();
            if (destination instanceof AbstractHTTPDestination http
                    && message.get(AbstractHTTPDestination.HTTP_REQUEST) instanceof HttpServletRequest request) {
                request.setAttribute(ENDPOINT_ATTRIBUTE, request.getServletPath() + http.getPath());
            }
        }
    }

    /** Records the time since {@link Start}, once per exchange, as the last step of the response. */
    private final class Stop extends AbstractPhaseInterceptor<Message> {

        private final int outcome;

        Stop(int outcome) {
            super(Phase.SETUP_ENDING);
            this.outcome = outcome;
        }

        @Override
        public void handleMessage(Message message) throws Fault {
            record(message);
        }

        @Override
        public void handleFault(Message message) {
            record(message);
        }

        private void record(Message message) {
            Exchange exchange = message.getExchange();
            if (exchange.remove(START) instanceof Long started) {
                timer(exchange, outcome).record(System.nanoTime() - started, TimeUnit.NANOSECONDS);
            }
        }
    }
}
