package org.bourse.web.primitive.servlet;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/** The receiving end of PingServlet2Servlet: writes the page with the message the first servlet set. */
final class PingServlet2ServletRcv extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Object message = request.getAttribute(PingServlet2Servlet.MESSAGE);
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>Ping Servlet2Servlet</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">PingServlet2Servlet:<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time: " + hits.initTime() + "</font><br><br>"
                + "<b>Message from Servlet: </b>" + (message == null ? "none (call PingServlet2Servlet)" : message)
                + "</body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
