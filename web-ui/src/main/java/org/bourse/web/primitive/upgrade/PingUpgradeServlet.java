package org.bourse.web.primitive.upgrade;

import java.io.IOException;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * DayTrader's PingUpgradeServlet: {@code Upgrade: echo} answers 101 and hands the connection to
 * {@link EchoUpgradeHandler}; any other request gets the text "No upgrade: " and the header's value.
 */
final class PingUpgradeServlet extends HttpServlet {

    static final String PROTOCOL = "echo";

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        String upgrade = request.getHeader("Upgrade");
        if (PROTOCOL.equals(upgrade)) {
            response.setStatus(HttpServletResponse.SC_SWITCHING_PROTOCOLS);
            response.setHeader("Upgrade", PROTOCOL);
            response.setHeader("Connection", "Upgrade");
            request.upgrade(EchoUpgradeHandler.class);
            return;
        }
        response.setContentType("text/plain;charset=UTF-8");
        // The header is reflected: never let a browser take it for anything but text.
        response.setHeader("X-Content-Type-Options", "nosniff");
        response.getWriter().println("No upgrade: " + upgrade);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException, ServletException {
        doPost(request, response);
    }
}
