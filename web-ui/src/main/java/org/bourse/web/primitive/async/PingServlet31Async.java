package org.bourse.web.primitive.async;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet31Async: the body read without blocking, then the page written without blocking
 * (Servlet 3.1 write listener) as the connection can take it, and the async context completed.
 */
final class PingServlet31Async extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        AsyncContext async = request.startAsync();
        request.getInputStream().setReadListener(new BodyCollector(request.getInputStream(), async, (bytes, length) -> {
            String page = EchoPage.head("Ping Servlet 3.1 Async", "Ping Servlet 3.1 Async", hits.initTime(), hits.next())
                    + EchoPage.data(bytes, length) + EchoPage.tail();
            ServletOutputStream out = response.getOutputStream();
            out.setWriteListener(new PageWriter(out, async, page.getBytes(StandardCharsets.UTF_8)));
        }));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doPost(request, response);
    }

    /** Writes the page when the container says the connection can take bytes, then completes. */
    private static final class PageWriter implements WriteListener {

        private final ServletOutputStream out;
        private final AsyncContext async;
        private final byte[] page;
        private boolean written;

        PageWriter(ServletOutputStream out, AsyncContext async, byte[] page) {
            this.out = out;
            this.async = async;
            this.page = page;
        }

        @Override
        public void onWritePossible() throws IOException {
            if (!written && out.isReady()) {
                written = true;
                out.write(page);
            }
            // isReady() false: the container calls again once the write above has gone out.
            if (written && out.isReady()) {
                async.complete();
            }
        }

        @Override
        public void onError(Throwable failure) {
            async.complete();
        }
    }
}
