package org.bourse.app.http;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Caps request bodies. A declared length above the cap is refused with 413 before a byte of the body
 * is read; a body without a declared length (chunked) is counted as it is read and the read fails
 * once it passes the cap, which the SOAP stack reports as a client fault ({@link OversizedBodyFault}).
 */
final class RequestBodyLimitFilter implements Filter {

    private final long max;
    private final String message;

    RequestBodyLimitFilter(long max) {
        this.max = max;
        this.message = "Request body is larger than " + max + " bytes (bourse.http.max-request-body)";
    }

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        long length = request.getContentLengthLong();
        if (length > max) {
            refuse(request, (HttpServletResponse) res);
            return;
        }
        if (length < 0 && request.getHeader("Transfer-Encoding") != null) {
            chain.doFilter(new CountedRequest(request, max, message), res);
            return;
        }
        chain.doFilter(req, res);
    }

    private void refuse(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setStatus(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE);
        // The body is not read: close rather than swallow it to reuse the connection.
        response.setHeader("Connection", "close");
        String contentType = request.getContentType();
        byte[] body;
        if (contentType != null && contentType.contains("xml")) {
            response.setContentType("text/xml;charset=UTF-8");
            body = SoapFaultBody.client(message).getBytes(StandardCharsets.UTF_8);
        } else {
            response.setContentType("text/plain;charset=UTF-8");
            body = message.getBytes(StandardCharsets.UTF_8);
        }
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    private static final class CountedRequest extends HttpServletRequestWrapper {
        private final ServletInputStream in;

        CountedRequest(HttpServletRequest request, long max, String message) throws IOException {
            super(request);
            this.in = new CountedInputStream(request.getInputStream(), max, message);
        }

        @Override
        public ServletInputStream getInputStream() {
            return in;
        }
    }

    private static final class CountedInputStream extends ServletInputStream {
        private final ServletInputStream in;
        private final long max;
        private final String message;
        private long count;

        CountedInputStream(ServletInputStream in, long max, String message) {
            this.in = in;
            this.max = max;
            this.message = message;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                add(1);
            }
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            int n = in.read(buf, off, len);
            if (n > 0) {
                add(n);
            }
            return n;
        }

        private void add(int n) throws IOException {
            count += n;
            if (count > max) {
                throw new RequestBodyTooLarge(message);
            }
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }
}
