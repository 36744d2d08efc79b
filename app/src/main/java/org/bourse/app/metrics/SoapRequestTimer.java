package org.bourse.app.metrics;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.server.observation.ServerRequestObservationContext;
import org.springframework.http.server.observation.ServerRequestObservationConvention;

import io.micrometer.common.KeyValue;
import io.micrometer.core.instrument.Clock;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;

/**
 * Records the HTTP request metric ({@code http.server.requests}) for the SOAP servlets, in place of
 * Spring's observation filter, which skips them ({@link MetricsConfiguration}). Same timer, same tags,
 * computed by the same convention, but looked up once per distinct tag set and cached, so a request costs
 * two clock reads, a small key and a map look-up, where the observation built a context, two sets of key
 * values and the tag list, and asked the registry for the timer (its own frames 2.3% of an EchoList 20
 * request's CPU: docs/benchmarks/wstest.md, "WSTest below the default stack, and a StAX binding").
 */
final class SoapRequestTimer implements Filter {

    /** What decides every tag: the endpoint noted by {@link SoapOperationMetrics}, method, status and error. */
    private record Key(Object endpoint, String method, int status, Class<?> error) {
    }

    private final MeterRegistry registry;
    private final ObservationRegistry observations;
    private final Clock clock;
    private final String name;
    private final ServerRequestObservationConvention convention;
    /** Empty where the observation is switched off (management.observations.enable.*), as Spring's filter would skip it. */
    private final ConcurrentMap<Key, Optional<Timer>> timers = new ConcurrentHashMap<>();

    SoapRequestTimer(MeterRegistry registry, ObservationRegistry observations, String name,
            ServerRequestObservationConvention convention) {
        this.registry = registry;
        this.observations = observations;
        this.clock = registry.config().clock();
        this.name = name;
        this.convention = convention;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse answer = (HttpServletResponse) response;
        long start = clock.monotonicTime();
        try {
            chain.doFilter(request, response);
        } catch (IOException | ServletException | RuntimeException | Error e) {
            // As Spring's filter: an exception that escapes the servlet is a 500.
            answer.setStatus(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
            record(http, answer, e, start);
            throw e;
        }
        if (http.isAsyncStarted()) {
            http.getAsyncContext().addListener(new AsyncListener() {
                @Override
                public void onComplete(AsyncEvent event) {
                    record(http, answer, event.getThrowable(), start);
                }

                @Override
                public void onTimeout(AsyncEvent event) {
                }

                @Override
                public void onError(AsyncEvent event) {
                }

                @Override
                public void onStartAsync(AsyncEvent event) {
                }
            });
            return;
        }
        record(http, answer, null, start);
    }

    private void record(HttpServletRequest request, HttpServletResponse response, Throwable error, long start) {
        Key key = new Key(request.getAttribute(SoapOperationMetrics.ENDPOINT_ATTRIBUTE), request.getMethod(),
                response.getStatus(), error == null ? null : error.getClass());
        Optional<Timer> timer = timers.get(key);
        if (timer == null) {
            timer = timers.computeIfAbsent(key, k -> register(request, response, error));
        }
        if (timer.isPresent()) {
            timer.get().record(clock.monotonicTime() - start, TimeUnit.NANOSECONDS);
        }
    }

    /** The tags Spring's observation would give this request: the convention's, plus the handler's {@code error}. */
    private Optional<Timer> register(HttpServletRequest request, HttpServletResponse response, Throwable error) {
        ServerRequestObservationContext context = new ServerRequestObservationContext(request, response);
        context.setError(error);
        if (Observation.createNotStarted(name, () -> context, observations).isNoop()) {
            return Optional.empty();
        }
        List<Tag> tags = new ArrayList<>();
        for (KeyValue value : convention.getLowCardinalityKeyValues(context)) {
            tags.add(Tag.of(value.getKey(), value.getValue()));
        }
        tags.add(Tag.of("error", error == null ? "none" : error.getClass().getSimpleName()));
        return Optional.of(registry.timer(name, tags));
    }
}
