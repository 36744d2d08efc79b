package org.bourse.web.primitive.jdbc;

import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingServlet2DB: a connection taken from the pool, without a statement. DayTrader never
 * gives it back (its container reclaims it); here it goes back at once, so what is measured is the
 * pool's checkout and return.
 */
final class PingServlet2Db extends HttpServlet {

    private final transient DataSource dataSource;
    private final transient HitCount hits = new HitCount();

    PingServlet2Db(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        try (Connection taken = dataSource.getConnection()) {
            // taken and given back: nothing else
        } catch (SQLException e) {
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "PingServlet2DB: no database connection");
            return;
        }
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>PingServlet2DB.</title></head><body><hr>"
                + "<font size=\"+2\" color=\"#000066\">PingServlet2DB:</font><hr>"
                + "<font size=\"-1\" color=\"#000066\">Init time : " + hits.initTime()
                + "<br>Hit Count: " + hits.next() + "<hr></font></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
