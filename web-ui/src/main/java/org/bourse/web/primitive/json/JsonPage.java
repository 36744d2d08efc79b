package org.bourse.web.primitive.json;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;

/** The page every JSON primitive answers: the JSON it generated and what it parsed back. */
final class JsonPage {

    private JsonPage() {
    }

    static void write(HttpServletResponse response, String generated, String parsed) throws IOException {
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>Ping JSONP</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">Ping JSONP</font><br>Generated JSON: " + generated
                + "<br>Parsed JSON: " + parsed + "</body></html>");
    }
}
