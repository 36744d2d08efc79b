package org.bourse.dal.jdbc;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;

/** Quotes in plain SQL that every supported database runs as written. */
public class JdbcQuoteStore implements QuoteStore {

    protected final Jdbc jdbc;

    public JdbcQuoteStore(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public Optional<Quote> find(String symbol) {
        return jdbc.one("Reading quote", TradeSql.QUOTE_BY_SYMBOL, ps -> ps.setString(1, symbol), Rows::quote);
    }

    @Override
    public List<Quote> find(Collection<String> symbols) {
        List<String> wanted = symbols.stream().distinct().toList();
        if (wanted.isEmpty()) {
            return List.of();
        }
        String marks = wanted.stream().map(s -> "?").collect(Collectors.joining(", "));
        List<Quote> found = jdbc.list("Reading quotes", TradeSql.QUOTES_BY_SYMBOLS.formatted(marks), ps -> {
            for (int i = 0; i < wanted.size(); i++) {
                ps.setString(i + 1, wanted.get(i));
            }
        }, Rows::quote);
        Map<String, Quote> bySymbol = new HashMap<>();
        found.forEach(q -> bySymbol.put(q.symbol(), q));
        return wanted.stream().map(bySymbol::get).filter(q -> q != null).toList();
    }

    @Override
    public List<Quote> all() {
        return jdbc.list("Reading all quotes", TradeSql.QUOTES_ALL, Rows::quote);
    }

    @Override
    public void create(Quote q) {
        jdbc.update("Creating quote " + q.symbol(), TradeSql.QUOTE_INSERT, ps -> {
            ps.setString(1, q.symbol());
            ps.setString(2, q.companyName());
            ps.setBigDecimal(3, q.price());
            ps.setBigDecimal(4, q.open());
            ps.setBigDecimal(5, q.low());
            ps.setBigDecimal(6, q.high());
            ps.setBigDecimal(7, q.change());
            ps.setBigDecimal(8, q.volume());
        });
    }

    @Override
    public Optional<Quote> lock(String symbol) {
        return jdbc.one("Locking quote", TradeSql.QUOTE_LOCK, ps -> ps.setString(1, symbol), Rows::quote);
    }

    @Override
    public boolean move(String symbol, BigDecimal newPrice, BigDecimal tradedQuantity) {
        return jdbc.update("Moving quote " + symbol, TradeSql.QUOTE_MOVE, ps -> {
            ps.setBigDecimal(1, newPrice);
            ps.setBigDecimal(2, newPrice);
            ps.setBigDecimal(3, newPrice);
            ps.setBigDecimal(4, newPrice);
            ps.setBigDecimal(5, tradedQuantity);
            ps.setString(6, symbol);
        }) == 1;
    }
}
