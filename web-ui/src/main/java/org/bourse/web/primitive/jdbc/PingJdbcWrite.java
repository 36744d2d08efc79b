package org.bourse.web.primitive.jdbc;

import java.io.IOException;
import java.util.Optional;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.trade.Quote;
import org.bourse.web.primitive.HitCount;

/** DayTrader's PingJDBCWrite: one random quote's price moved in a transaction ({@link QuotePriceWrite}) and listed. */
final class PingJdbcWrite extends HttpServlet {

    private final transient QuotePriceWrite write;
    private final transient RandomSymbols symbols;
    private final transient HitCount hits = new HitCount();

    PingJdbcWrite(QuotePriceWrite write, RandomSymbols symbols) {
        this.write = write;
        this.symbols = symbols;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String symbol = symbols.next();
        Optional<Quote> quote = write.move(symbol);
        if (quote.isEmpty()) {
            response.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR, "PingJDBCWrite: no quote " + symbol
                    + " (is the database populated?)");
            return;
        }
        response.setContentType("text/html;charset=UTF-8");
        response.getWriter().println("<html><head><title>Ping JDBC Write w/ Prepared Stmt.</title></head><body><hr>"
                + "<font size=\"+2\" color=\"#000066\">Ping JDBC Write w/ Prep Stmt:</font>"
                + "<font size=\"-1\" color=\"#000066\"><hr>Init time : " + hits.initTime()
                + "<br>Hit Count: " + hits.next()
                + "<hr>Update Information<br><br>" + QuoteHtml.of(quote.get()) + "<hr></font></body></html>");
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
