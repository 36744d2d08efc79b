package org.bourse.web.primitive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ThreadLocalRandom;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.dal.population.PopulationSettings;
import org.bourse.web.WebSettings;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

import javax.sql.DataSource;

/**
 * {@code /primitive/ping} (no database, no session), {@code /primitive/read} (one quote read by primary
 * key), {@code /primitive/write} (one quote row updated to the values it has, in its own transaction:
 * a real write that changes nothing the invariants see), {@code /primitive/session} (a counter in the
 * HTTP session). Each answers a few bytes of text/plain; the symbol is a random {@code s:N}.
 */
@Controller
class PrimitiveController {

    static final String READ = "SELECT symbol, price FROM quote WHERE symbol = ?";
    static final String WRITE = "UPDATE quote SET volume = volume WHERE symbol = ?";
    static final String SESSION_COUNTER = PrimitiveController.class.getName() + ".counter";
    private static final byte[] PONG = "pong\n".getBytes(StandardCharsets.US_ASCII);

    private final boolean enabled;
    private final int quotes;
    private final ObjectProvider<DataSource> dataSource;
    private volatile JdbcTemplate jdbc;

    PrimitiveController(WebSettings settings, PopulationSettings population, ObjectProvider<DataSource> dataSource) {
        this.enabled = settings.primitivesEnabled();
        this.quotes = population.quotes();
        this.dataSource = dataSource;
    }

    @GetMapping("/primitive/ping")
    void ping(HttpServletResponse response) throws IOException {
        if (refused(response)) {
            return;
        }
        write(response, PONG);
    }

    @GetMapping("/primitive/read")
    void read(HttpServletResponse response) throws IOException {
        if (refused(response)) {
            return;
        }
        String symbol = symbol();
        String price = jdbc().query(READ, rs -> rs.next() ? rs.getBigDecimal(2).toPlainString() : "none", symbol);
        write(response, (symbol + " " + price + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @GetMapping("/primitive/write")
    void write(HttpServletResponse response) throws IOException {
        if (refused(response)) {
            return;
        }
        String symbol = symbol();
        int rows = jdbc().update(WRITE, symbol);
        write(response, (symbol + " " + rows + "\n").getBytes(StandardCharsets.UTF_8));
    }

    @GetMapping("/primitive/session")
    void session(HttpServletRequest request, HttpServletResponse response) throws IOException {
        if (refused(response)) {
            return;
        }
        HttpSession session = request.getSession();
        Integer count = (Integer) session.getAttribute(SESSION_COUNTER);
        int next = count == null ? 1 : count + 1;
        session.setAttribute(SESSION_COUNTER, next);
        write(response, (next + "\n").getBytes(StandardCharsets.US_ASCII));
    }

    private String symbol() {
        return "s:" + ThreadLocalRandom.current().nextInt(Math.max(1, quotes));
    }

    private JdbcTemplate jdbc() {
        JdbcTemplate j = jdbc;
        if (j == null) {
            DataSource ds = dataSource.getIfAvailable();
            if (ds == null) {
                throw new IllegalStateException("No database configured for the primitives");
            }
            j = new JdbcTemplate(ds);
            jdbc = j;
        }
        return j;
    }

    private boolean refused(HttpServletResponse response) throws IOException {
        if (!enabled) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return true;
        }
        return false;
    }

    private static void write(HttpServletResponse response, byte[] body) throws IOException {
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
