package org.bourse.soap;

import java.io.IOException;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.xml.bind.ValidationEvent;
import jakarta.xml.bind.ValidationEventLocator;

import org.glassfish.jaxb.runtime.v2.runtime.Coordinator;

/**
 * Makes JAXB's per-element bookkeeping cheap for the length of one SOAP request. JAXB's unmarshaller
 * makes itself the thread's active {@link Coordinator} on every start tag, text and end tag and steps
 * down after each; with nobody active before it, stepping down removes the thread-local entry (on JDK 17
 * a JNI call, {@code Reference.clear0}) and the next event creates a new one: 9% of the CPU of an
 * EchoList 20 request (docs/results-log.md, "Cutting the WSTest path"). With this coordinator active
 * around the request, each event only swaps the entry's value back and forth, and the entry is created
 * and removed once per request. This coordinator is never asked anything: JAXB's own coordinator is the
 * active one whenever JAXB code runs.
 */
final class JaxbRequestScope implements Filter {

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        RequestCoordinator scope = new RequestCoordinator();
        scope.enter();
        try {
            chain.doFilter(request, response);
        } finally {
            scope.leave();
        }
    }

    private static final class RequestCoordinator extends Coordinator {

        void enter() {
            pushCoordinator();
        }

        void leave() {
            popCoordinator();
        }

        @Override
        protected ValidationEventLocator getLocation() {
            return null;
        }

        @Override
        public boolean handleEvent(ValidationEvent event) {
            return false;
        }
    }
}
