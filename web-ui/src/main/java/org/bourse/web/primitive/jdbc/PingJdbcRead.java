package org.bourse.web.primitive.jdbc;

import java.io.IOException;
import java.util.Optional;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.web.primitive.HitCount;

/**
 * DayTrader's PingJDBCRead: one random quote read by its symbol with a prepared statement, through the
 * data access the Trade services use (a pooled connection, auto-commit), and listed in the page.
 */
final class PingJdbcRead extends HttpServlet {

    private final transient QuoteStore quotes;
    private final transient RandomSymbols symbols;
    private final transient HitCount hits = new HitCount();

    PingJdbcRead(QuoteStore quotes, RandomSymbols symbols) {
        this.quotes = quotes;
        this.symbols = symbols;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String symbol = symbols.next();
        Optional<Quote> quote = quotes.find(symbol);
        if (quote.isEmpty()) {
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "PingJDBCRead: no quote " + symbol
                    + " (is the database populated?)");
            return;
        }
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>Ping JDBC Read w/ Prepared Stmt.</title></head><body><hr>"
                + "<font size=\"+2\" color=\"#000066\">Ping JDBC Read w/ Prep Stmt:</font><hr>"
                + "<font size=\"-1\" color=\"#000066\">Init time : " + hits.initTime()
                + "<br>Hit Count: " + hits.next()
                + "<hr>Quote Information <br><br>: " + QuoteHtml.of(quote.get()) + "<hr></font></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
