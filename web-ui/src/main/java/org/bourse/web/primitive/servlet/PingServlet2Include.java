package org.bourse.web.primitive.servlet;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet2Include: the container includes a second servlet (which writes nothing) in the
 * response, then this one writes its page.
 */
final class PingServlet2Include extends HttpServlet {

    static final String INCLUDED = "/servlet/PingServlet2IncludeRcv";

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        response.setContentType("text/html;charset=UTF-8");
        getServletContext().getRequestDispatcher(INCLUDED).include(request, response);
        response.getWriter().println("<html><head><title>Ping Servlet 2 Include</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">Ping Servlet 2 Include<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time : " + hits.initTime() + "<br><br></font> "
                + "<b>Hit Count: " + hits.next() + "</b></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        doGet(request, response);
    }

    /** The included servlet: the include itself is what is measured, so it writes nothing. */
    static final class Included extends HttpServlet {

        @Override
        protected void doGet(HttpServletRequest request, HttpServletResponse response) {
            // nothing
        }

        @Override
        protected void doPost(HttpServletRequest request, HttpServletResponse response) {
            // nothing
        }
    }
}
