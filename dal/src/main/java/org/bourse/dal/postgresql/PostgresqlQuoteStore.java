package org.bourse.dal.postgresql;

import java.util.Optional;

import org.bourse.dal.jdbc.Jdbc;
import org.bourse.dal.jdbc.JdbcQuoteStore;
import org.bourse.dal.jdbc.Rows;
import org.bourse.dal.jdbc.TradeSql;
import org.bourse.dal.trade.Quote;

/**
 * PostgreSQL locks the quote with FOR NO KEY UPDATE. The order and holding rows a trade writes first
 * take FOR KEY SHARE on their quote (foreign-key checks); FOR UPDATE would conflict with that, so two
 * trades of one symbol would each wait for the other. FOR NO KEY UPDATE does not, and is all the
 * price move needs (it never changes the key).
 */
final class PostgresqlQuoteStore extends JdbcQuoteStore {

    private static final String LOCK = TradeSql.QUOTE_BY_SYMBOL + " FOR NO KEY UPDATE";

    public PostgresqlQuoteStore(Jdbc jdbc) {
        super(jdbc);
    }

    @Override
    public Optional<Quote> lock(String symbol) {
        return jdbc.one("Locking quote", LOCK, ps -> ps.setString(1, symbol), Rows::quote);
    }
}
