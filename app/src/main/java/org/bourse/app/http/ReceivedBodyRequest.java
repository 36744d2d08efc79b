package org.bourse.app.http;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.Map;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

import org.apache.tomcat.util.http.Parameters;
import org.apache.tomcat.util.http.parser.MediaType;

/**
 * The request as the application sees it once its body was received in the background: the body is
 * read from memory, a form's fields are parsed from it by Tomcat's own parser with Tomcat's rules, and
 * it is a REQUEST dispatch. It is: the gate let nothing through before the body was complete, so this is
 * the request's only pass through the filters, and the filters that run once per request (Spring
 * Security's CSRF check among them) skip ASYNC dispatches.
 */
final class ReceivedBodyRequest extends HttpServletRequestWrapper {

    private final ReceivedBody body;
    private BodyStream stream;
    private BufferedReader reader;
    private Map<String, String[]> parameters;

    ReceivedBodyRequest(HttpServletRequest request, ReceivedBody body) {
        super(request);
        this.body = body;
    }

    @Override
    public DispatcherType getDispatcherType() {
        return DispatcherType.REQUEST;
    }

    @Override
    public ServletInputStream getInputStream() {
        if (reader != null) {
            throw new IllegalStateException("getReader() has already been called for this request");
        }
        if (stream == null) {
            stream = new BodyStream(body);
        }
        return stream;
    }

    @Override
    public BufferedReader getReader() {
        if (stream != null) {
            throw new IllegalStateException("getInputStream() has already been called for this request");
        }
        if (reader == null) {
            reader = new BufferedReader(new InputStreamReader(
                    new ByteArrayInputStream(body.bytes(), 0, body.length()), charset()));
        }
        return reader;
    }

    @Override
    public String getParameter(String name) {
        String[] values = parameters().get(name);
        return values == null ? null : values[0];
    }

    @Override
    public Enumeration<String> getParameterNames() {
        return Collections.enumeration(parameters().keySet());
    }

    @Override
    public String[] getParameterValues(String name) {
        String[] values = parameters().get(name);
        return values == null ? null : values.clone();
    }

    @Override
    public Map<String, String[]> getParameterMap() {
        return parameters();
    }

    /** The query string's parameters, then a form body's, as Tomcat orders them. */
    private Map<String, String[]> parameters() {
        if (parameters == null) {
            // Tomcat parses only the query string here: the body's stream was taken when it was received.
            Map<String, String[]> query = super.getParameterMap();
            if (!formBody()) {
                parameters = query;
                return parameters;
            }
            int queryCount = query.values().stream().mapToInt(v -> v.length).sum();
            Parameters form = new Parameters();
            form.setLimit(body.maxParameterCount() < 0 ? -1 : Math.max(0, body.maxParameterCount() - queryCount));
            form.setCharset(charset());
            // Tomcat decodes in place: a copy keeps the body as it was received.
            form.processParameters(Arrays.copyOf(body.bytes(), body.length()), 0, body.length());
            Map<String, String[]> all = new LinkedHashMap<>(query);
            for (String name : Collections.list(form.getParameterNames())) {
                all.merge(name, form.getParameterValues(name), ReceivedBodyRequest::concat);
            }
            parameters = Collections.unmodifiableMap(all);
        }
        return parameters;
    }

    /** Tomcat reads form fields from a POST body only, and only if the application has not read it. */
    private boolean formBody() {
        return stream == null && reader == null && "POST".equals(getMethod())
                && "application/x-www-form-urlencoded".equals(MediaType.parseMediaTypeOnly(getContentType()));
    }

    /** The request's encoding, else ISO-8859-1 (also for an unknown one), as Tomcat decides for a body. */
    private Charset charset() {
        String encoding = getCharacterEncoding();
        try {
            return encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding);
        } catch (IllegalArgumentException e) {
            return StandardCharsets.ISO_8859_1;
        }
    }

    private static String[] concat(String[] first, String[] second) {
        String[] both = Arrays.copyOf(first, first.length + second.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    private static final class BodyStream extends ServletInputStream {
        private final ByteArrayInputStream in;

        BodyStream(ReceivedBody body) {
            this.in = new ByteArrayInputStream(body.bytes(), 0, body.length());
        }

        @Override
        public int read() {
            return in.read();
        }

        @Override
        public int read(byte[] b, int off, int len) {
            return in.read(b, off, len);
        }

        @Override
        public int available() {
            return in.available();
        }

        @Override
        public long skip(long n) {
            return in.skip(n);
        }

        @Override
        public boolean isFinished() {
            return in.available() == 0;
        }

        @Override
        public boolean isReady() {
            return true;
        }

        /** All of it is here: the listener hears so at once. */
        @Override
        public void setReadListener(ReadListener listener) {
            try {
                if (!isFinished()) {
                    listener.onDataAvailable();
                }
                listener.onAllDataRead();
            } catch (IOException e) {
                listener.onError(e);
            }
        }
    }
}
