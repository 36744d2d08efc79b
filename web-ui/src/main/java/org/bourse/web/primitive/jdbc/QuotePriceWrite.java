package org.bourse.web.primitive.jdbc;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.trade.PriceMove;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * PingJDBCWrite's work, as DayTrader's does it: in one transaction, the quote is read for update, its
 * price moved by a random factor from 0.90 to 1.10 (two decimals), and read again. Unlike DayTrader it
 * adds no shares to the volume: the volume counts the shares of processed orders (invariant I8), and a
 * primitive is not an order, so a run check after a primitive run still passes.
 */
final class QuotePriceWrite {

    private final QuoteStore quotes;
    private final TransactionTemplate tx;

    QuotePriceWrite(QuoteStore quotes, PlatformTransactionManager transactions) {
        this.quotes = quotes;
        this.tx = new TransactionTemplate(transactions);
    }

    /** The quote as written, empty if there is no such symbol. */
    Optional<Quote> move(String symbol) {
        return tx.execute(status -> quotes.lock(symbol).flatMap(q -> {
            quotes.move(symbol, PriceMove.apply(q.price(), randomFactor()), BigDecimal.ZERO);
            return quotes.find(symbol);
        }));
    }

    private static BigDecimal randomFactor() {
        return BigDecimal.valueOf(90 + ThreadLocalRandom.current().nextInt(21), 2);
    }
}
