package org.bourse.app.http;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import jakarta.servlet.http.HttpServletResponse;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;

/**
 * Refuses a request for its body: a status and a message naming the setting (a SOAP fault for an XML
 * request), then the connection is closed rather than the rest of the body read. Each refusal is
 * counted ({@code bourse.http.body.refusals}); at most one log line a minute says so, since an attack
 * brings them by the thousand. The answer is the same on both containers; each writes it its own way
 * ({@link RequestBodyGate#refuse}, {@link JettyRequestBodyGate#refuse}).
 */
final class BodyRefusals {

    enum Reason {
        TOO_LARGE("too-large", HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, true),
        TOO_SLOW("too-slow", HttpServletResponse.SC_REQUEST_TIMEOUT, true),
        NO_MEMORY("no-memory", HttpServletResponse.SC_SERVICE_UNAVAILABLE, false),
        MALFORMED("malformed", HttpServletResponse.SC_BAD_REQUEST, true);

        final String tag;
        final int status;
        final boolean clientsFault;

        Reason(String tag, int status, boolean clientsFault) {
            this.tag = tag;
            this.status = status;
            this.clientsFault = clientsFault;
        }
    }

    /**
     * What the client gets: the status, and a body of this type; the container adds {@code Connection: close}.
     * One answer serves every refusal for its reason, so the body is only ever read.
     */
    record Answer(int status, String contentType, byte[] body) {
    }

    private static final Logger LOG = LoggerFactory.getLogger(BodyRefusals.class);
    private static final long LOG_INTERVAL = TimeUnit.MINUTES.toNanos(1);

    private final Map<Reason, String> messages = new EnumMap<>(Reason.class);
    /** Each reason's answer, made once: for an XML request, for any other. */
    private final Map<Reason, Answer> faults = new EnumMap<>(Reason.class);
    private final Map<Reason, Answer> texts = new EnumMap<>(Reason.class);
    private final Map<Reason, Counter> counters = new EnumMap<>(Reason.class);
    private final AtomicLong nextLog = new AtomicLong(System.nanoTime());
    private final AtomicLong unlogged = new AtomicLong();

    BodyRefusals(HttpLimits limits, MeterRegistry registry) {
        messages.put(Reason.TOO_LARGE, "Request body is larger than " + limits.maxRequestBody().toBytes()
                + " bytes (bourse.http.max-request-body)");
        messages.put(Reason.TOO_SLOW, "Request body did not arrive within " + format(limits.bodyTimeout())
                + " (bourse.http.body-timeout)");
        messages.put(Reason.NO_MEMORY, "Too many request bodies are arriving slowly: the "
                + limits.pendingBodyMemory().toBytes() + " bytes for them are in use (bourse.http.pending-body-memory)");
        messages.put(Reason.MALFORMED, "Request body is not valid chunked encoding");
        for (Reason reason : Reason.values()) {
            String message = messages.get(reason);
            faults.put(reason, new Answer(reason.status, "text/xml;charset=UTF-8",
                    SoapFaultBody.of(reason.clientsFault, message).getBytes(StandardCharsets.UTF_8)));
            texts.put(reason, new Answer(reason.status, "text/plain;charset=UTF-8", message.getBytes(StandardCharsets.UTF_8)));
            counters.put(reason, Counter.builder("bourse.http.body.refusals").tag("reason", reason.tag)
                    .description("Requests refused for their body: too large, too slow to arrive, no memory "
                            + "left to receive it, or broken chunked encoding")
                    .register(registry));
        }
    }

    /**
     * The answer to a request refused for its body, counted and (at most once a minute) logged.
     *
     * @param contentType the request's, which decides between a SOAP fault and plain text
     */
    Answer refuse(Reason reason, String method, String path, String remoteAddress, String contentType) {
        counters.get(reason).increment();
        log(method, path, remoteAddress, reason);
        return (contentType != null && contentType.contains("xml") ? faults : texts).get(reason);
    }

    private void log(String method, String path, String remoteAddress, Reason reason) {
        long now = System.nanoTime();
        long next = nextLog.get();
        if (now - next < 0 || !nextLog.compareAndSet(next, now + LOG_INTERVAL)) {
            unlogged.incrementAndGet();
            return;
        }
        long more = unlogged.getAndSet(0);
        LOG.warn("{} {} from {}: {} {}{}", method, path, remoteAddress, reason.status, messages.get(reason),
                more == 0 ? "" : " (and " + more + " more body refusals since the previous line: bourse_http_body_refusals_total)");
    }

    /** 30s, 1500ms: as the setting would be written. */
    private static String format(Duration duration) {
        long millis = duration.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + "s" : millis + "ms";
    }
}
