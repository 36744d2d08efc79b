package org.bourse.web.primitive.session;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingSession1: a session (created if need be) gets a key from a counter once, at its first
 * hit, and keeps it; later hits only read it. The key is in the page and in {@code SessionKeyTest-SessionID}.
 */
final class PingSession1 extends HttpServlet {

    static final String KEY = "sessiontest.counter";

    private final transient HitCount hits = new HitCount();
    private final AtomicInteger keys = new AtomicInteger();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession(true);
        Integer key = (Integer) session.getAttribute(KEY);
        if (key == null) {
            key = keys.getAndIncrement();
            session.setAttribute(KEY, key);
        }
        String sessionId = "SessionID:" + key;
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("SessionKeyTest-SessionID", sessionId);
        response.getWriter().println("<html><head><title>HTTP Session Key Test</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">HTTP Session Test 1: Session Key<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time: " + hits.initTime() + "</font><br><br>"
                + "<b>Hit Count: " + hits.next() + "<br>Your HTTP Session key is " + sessionId + "</b></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
