package org.bourse.web.primitive.servlet;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet2Servlet: a request attribute set, and the request forwarded by the container to
 * a second servlet ({@link PingServlet2ServletRcv}) that writes the page.
 */
final class PingServlet2Servlet extends HttpServlet {

    static final String RECEIVER = "/servlet/PingServlet2ServletRcv";
    static final String MESSAGE = "ab";

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        request.setAttribute(MESSAGE, "Hit Count: " + hits.next());
        getServletContext().getRequestDispatcher(RECEIVER).forward(request, response);
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        doGet(request, response);
    }
}
