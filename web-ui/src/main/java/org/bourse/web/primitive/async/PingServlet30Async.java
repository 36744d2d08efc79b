package org.bourse.web.primitive.async;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet30Async: the request goes asynchronous (Servlet 3.0), the body is read with
 * blocking reads on the same thread, the page written and the async context completed.
 */
final class PingServlet30Async extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        AsyncContext async = request.startAsync();
        try {
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            request.getInputStream().transferTo(body);
            byte[] bytes = body.toByteArray();
            String page = EchoPage.head("Ping Servlet 3.0 Async", "Ping Servlet 3.0 Async", hits.initTime(), hits.next())
                    + EchoPage.data(bytes, bytes.length) + EchoPage.tail();
            response.getOutputStream().write(page.getBytes(StandardCharsets.UTF_8));
        } finally {
            async.complete();
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doPost(request, response);
    }
}
