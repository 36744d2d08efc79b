package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.bourse.dal.DuplicateKey;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.QuoteStore;
import org.bourse.trade.DecimalColumn;
import org.bourse.trade.PriceMove;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeException.InvalidInput;
import org.bourse.trade.TradeException.UnknownSymbol;

/** Quote reads, quote creation and the price move a trade causes. */
final class QuoteOperations {

    /** getQuotes splits on spaces, commas and semicolons, as StockTrader does. */
    private static final Pattern SYMBOL_SEPARATORS = Pattern.compile("[\\s,;]+");

    private final QuoteStore quotes;
    private final PriceMoves moves;
    private final Transactions tx;
    private final int maxSymbols;

    QuoteOperations(QuoteStore quotes, PriceMoves moves, Transactions tx, int maxSymbols) {
        this.quotes = quotes;
        this.moves = moves;
        this.tx = tx;
        this.maxSymbols = maxSymbols;
    }

    Quote quote(String symbol) {
        Inputs.required("symbol", symbol);
        return quotes.find(symbol).orElseThrow(() -> new UnknownSymbol(symbol));
    }

    List<Quote> quotes(String symbols) {
        if (symbols == null || symbols.isBlank()) {
            return List.of();
        }
        List<String> wanted = new ArrayList<>();
        for (String s : SYMBOL_SEPARATORS.split(symbols.strip())) {
            if (!s.isEmpty()) {
                wanted.add(s);
            }
        }
        if (wanted.size() > maxSymbols) {
            throw new InvalidInput("symbols names " + wanted.size() + " symbols, more than the limit of " + maxSymbols
                    + " (bourse.trade.max-quote-symbols)");
        }
        return quotes.find(wanted);
    }

    List<Quote> all() {
        return quotes.all();
    }

    Quote create(String symbol, String companyName, BigDecimal price) {
        Inputs.required("symbol", symbol);
        Inputs.text("companyName", companyName);
        BigDecimal p = Inputs.money("price", price);
        if (p.signum() == 0) {
            throw new InvalidInput("price must be positive");
        }
        Quote quote = new Quote(symbol, companyName, p, p, p, p, BigDecimal.ZERO.setScale(2), BigDecimal.ZERO);
        try {
            tx.run("createQuote", () -> {
                quotes.create(quote);
                return null;
            });
        } catch (DuplicateKey e) {
            throw new TradeException.InvalidInput("Quote '" + symbol + "' already exists");
        }
        return quote;
    }

    /** Admin/market move by an explicit factor (the wire contract's updateQuotePriceVolume). */
    Quote updatePriceVolume(String symbol, BigDecimal changeFactor, BigDecimal sharesTraded) {
        Inputs.required("symbol", symbol);
        if (changeFactor == null || Inputs.bounded("changeFactor", changeFactor).signum() <= 0) {
            throw new InvalidInput("the price change factor must be positive");
        }
        if (sharesTraded == null || Inputs.bounded("sharesTraded", sharesTraded).signum() < 0) {
            throw new InvalidInput("sharesTraded must not be negative");
        }
        BigDecimal traded = Inputs.exact("sharesTraded", sharesTraded, DecimalColumn.QUANTITY);
        return tx.run("updateQuotePriceVolume", () -> move(symbol, changeFactor, traded));
    }

    /**
     * Moves the quote after a trade, inside the caller's transaction: locks the row (call this last,
     * the quote is the hot spot) and writes price, change, low, high and volume.
     */
    Quote moveAfterTrade(String symbol, BigDecimal tradedQuantity) {
        return move(symbol, moves.randomFactor(), tradedQuantity);
    }

    private Quote move(String symbol, BigDecimal factor, BigDecimal traded) {
        Quote q = quotes.lock(symbol).orElseThrow(() -> new UnknownSymbol(symbol));
        BigDecimal price = PriceMove.apply(q.price(), factor);
        quotes.move(symbol, price, traded);
        return new Quote(q.symbol(), q.companyName(), price, q.open(), q.low().min(price), q.high().max(price),
                price.subtract(q.open()), q.volume().add(traded));
    }
}
