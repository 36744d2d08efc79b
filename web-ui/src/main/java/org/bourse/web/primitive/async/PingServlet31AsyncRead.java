package org.bourse.web.primitive.async;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet31AsyncRead: the body read without blocking (Servlet 3.1 read listener), then
 * the page written in one go and the async context completed.
 */
final class PingServlet31AsyncRead extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        AsyncContext async = request.startAsync();
        request.getInputStream().setReadListener(new BodyCollector(request.getInputStream(), async, (bytes, length) -> {
            try {
                String page = EchoPage.head("Ping Servlet 3.1 Async", "Ping Servlet 3.1 AsyncRead", hits.initTime(),
                        hits.next()) + EchoPage.data(bytes, length) + EchoPage.tail();
                response.getOutputStream().write(page.getBytes(StandardCharsets.UTF_8));
            } finally {
                async.complete();
            }
        }));
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doPost(request, response);
    }
}
