package org.bourse.web.primitive.servlet;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/** DayTrader's PingServlet: a small dynamic page written as bytes to the servlet's output stream. */
final class PingServlet extends HttpServlet {

    private final transient HitCount hits = new HitCount();

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String page = "<html><head><title>Ping Servlet</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">Ping Servlet<br></font>"
                + "<font size=\"+1\" color=\"#000066\">Init time : " + hits.initTime() + "<br><br></font> "
                + "<b>Hit Count: " + hits.next() + "</b></body></html>\n";
        response.setContentType("text/html;charset=UTF-8");
        response.getOutputStream().write(page.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
