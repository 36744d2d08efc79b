package org.bourse.web.primitive.session;

import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingSession3: a larger session object, set again on every hit (what makes a session store
 * write or replicate it). The data is {@code num_objects} blocks of {@value SessionBlock#BYTES} bytes
 * (2 at first); {@code ?num_objects=N} changes N for the sessions created from then on, for all clients,
 * and invalidates the caller's session, as in DayTrader. Unlike DayTrader, N is bounded
 * ({@value #MAX_BLOCKS}): an anonymous request cannot make every new session huge.
 */
final class PingSession3 extends HttpServlet {

    static final String DATA = "sessiontest.sessionData";
    static final int MAX_BLOCKS = 1024;

    private final transient HitCount hits = new HitCount();
    private final AtomicInteger blocks = new AtomicInteger(2);

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        HttpSession session = request.getSession(true);
        String wanted = request.getParameter("num_objects");
        if (wanted != null) {
            resize(wanted);
            session.invalidate();
            response.getWriter().print("<html><head><title>Session Large Data Test</title></head><body>"
                    + "Session object size set to " + blocks.get() + "K bytes </body></html>");
            return;
        }
        SessionBlock[] data = (SessionBlock[]) session.getAttribute(DATA);
        if (data == null) {
            data = new SessionBlock[blocks.get()];
            for (int i = 0; i < data.length; i++) {
                data[i] = new SessionBlock();
            }
        }
        session.setAttribute(DATA, data);
        int bytes = data.length * SessionBlock.BYTES;
        response.setHeader("SessionTrackingTest-largeSessionData", bytes + "bytes");
        response.getWriter().println("<html><head><title>Session Large Data Test</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">HTTP Session Test 3: Large Data<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time: " + hits.initTime() + "</font><br><br>"
                + "<b>Hit Count: " + hits.next() + "<br>Session object updated. Session Object size = " + bytes
                + " bytes </b></body></html>");
    }

    /** A whole number from 1 to the bound changes the size; anything else keeps it, as DayTrader keeps it. */
    private void resize(String wanted) {
        try {
            int n = Integer.parseInt(wanted.strip());
            if (n > 0 && n <= MAX_BLOCKS) {
                blocks.set(n);
            }
        } catch (NumberFormatException e) {
            // not a number: the size stays
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
