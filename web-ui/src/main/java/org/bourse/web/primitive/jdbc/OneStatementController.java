package org.bourse.web.primitive.jdbc;

import java.io.IOException;

import javax.sql.DataSource;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.PlainText;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * {@code /primitive/read} (one quote's price read by primary key) and {@code /primitive/write} (one quote
 * row updated to the values it has, auto-commit: a real write that changes nothing the invariants see),
 * through Spring MVC; each answers the symbol and the result as text.
 */
@Controller
@WhenPrimitivesEnabled
class OneStatementController {

    static final String READ = "SELECT symbol, price FROM quote WHERE symbol = ?";
    static final String WRITE = "UPDATE quote SET volume = volume WHERE symbol = ?";

    private final JdbcTemplate jdbc;
    private final RandomSymbols symbols;

    OneStatementController(DataSource dataSource, RandomSymbols symbols) {
        this.jdbc = new JdbcTemplate(dataSource);
        this.symbols = symbols;
    }

    @GetMapping("/primitive/read")
    void read(HttpServletResponse response) throws IOException {
        String symbol = symbols.next();
        String price = jdbc.query(READ, rs -> rs.next() ? rs.getBigDecimal(2).toPlainString() : "none", symbol);
        PlainText.write(response, symbol + " " + price + "\n");
    }

    @GetMapping("/primitive/write")
    void write(HttpServletResponse response) throws IOException {
        String symbol = symbols.next();
        PlainText.write(response, symbol + " " + jdbc.update(WRITE, symbol) + "\n");
    }
}
