package org.bourse.web.primitive.servlet;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/** DayTrader's PingServletWriter: PingServlet's page written as characters through the response's writer. */
final class PingServletWriter extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>Ping Servlet Writer</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">Ping Servlet Writer:<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time : " + hits.initTime() + "<br><br></font> "
                + "<b>Hit Count: " + hits.next() + "</b></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
