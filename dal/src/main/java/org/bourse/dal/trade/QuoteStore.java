package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Quotes: reads, creation, and the price and volume move that follows a trade. */
public interface QuoteStore {

    Optional<Quote> find(String symbol);

    /** The quotes among {@code symbols} that exist, in the order given; unknown symbols are skipped. */
    List<Quote> find(Collection<String> symbols);

    /** Every quote, by symbol. */
    List<Quote> all();

    /** @throws org.bourse.dal.DuplicateKey if the symbol exists */
    void create(Quote quote);

    /**
     * The quote, locked until the transaction ends, so its price can be moved from a value no other
     * transaction changes in between. Call it last in a transaction: the quote row is the hot spot.
     */
    Optional<Quote> lock(String symbol);

    /**
     * Sets the price (change = price − open, low and high widened to include it) and adds the traded
     * quantity to the volume. @return false if the symbol does not exist
     */
    boolean move(String symbol, BigDecimal newPrice, BigDecimal tradedQuantity);
}
