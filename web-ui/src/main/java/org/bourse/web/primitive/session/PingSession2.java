package org.bourse.web.primitive.session;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingSession2: session creation and invalidation. Every hit counts in the session; the fifth
 * invalidates it, so the next hit creates a new one. The count is in the page and in
 * {@code SessionTrackingTest-counter}.
 */
final class PingSession2 extends HttpServlet {

    static final String COUNTER = "sessiontest.counter";
    static final int INVALIDATE_AT = 5;

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession(true);
        Integer previous = (Integer) session.getAttribute(COUNTER);
        int count = previous == null ? 1 : previous + 1;
        session.setAttribute(COUNTER, count);
        if (count == INVALIDATE_AT) {
            session.invalidate();
        }
        response.setContentType("text/html;charset=UTF-8");
        response.setHeader("SessionTrackingTest-counter", Integer.toString(count));
        response.getWriter().println("<html><head><title>Session Tracking Test 2</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">HTTP Session Test 2: Session create/invalidate <br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time: " + hits.initTime() + "</font><br><br>"
                + "<b>Hit Count: " + hits.next() + "<br>Session hits: " + count + "</b></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
