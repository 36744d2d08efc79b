package org.bourse.trade;

import java.math.BigDecimal;
import java.util.List;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.RunStatistics;

/**
 * The Trade business operations, with DayTrader 8's rules (see docs/trade.md). Two implementations
 * are chosen by the access-mode setting: in-process (the database through the DAL) and web-services
 * (a Trade SOAP endpoint at a configured URL). Each call is one transaction in the in-process one.
 * Failures are {@link TradeException}s with a message fit for the user.
 */
public interface TradeServices {

    // Quotes and market

    /** @throws TradeException.UnknownSymbol */
    Quote quote(String symbol);

    /** The known quotes among symbols split on spaces, commas or semicolons, in order; unknown ones skipped. */
    List<Quote> quotes(String symbols);

    List<Quote> allQuotes();

    /** Admin: a new quote at {@code price} (open = low = high = price, volume 0). */
    Quote createQuote(String symbol, String companyName, BigDecimal price);

    /**
     * Admin/market: moves the price by {@code changeFactor} (DayTrader passes a factor in the
     * parameter the wire contract calls newPrice) with the penny-stock and split rules, and adds the
     * shares traded to the volume.
     */
    Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, BigDecimal sharesTraded);

    /** The cached market summary; never blocks on its recomputation. */
    MarketSummary marketSummary();

    // Accounts

    /** @throws TradeException.DuplicateUser, TradeException.InvalidInput */
    Account register(Registration registration);

    /** Counts the login. @throws TradeException.LoginFailed for an unknown user or a wrong password */
    Account login(String userId, String password);

    /** Counts the logout. @throws TradeException.UnknownUser */
    void logout(String userId);

    Account account(String userId);

    Profile profile(String userId);

    /** Replaces password (when given), full name, address, email and card. */
    Profile updateProfile(ProfileUpdate update);

    // Orders and holdings

    Order buy(String userId, String symbol, BigDecimal quantity);

    /** Sells the whole holding, which must be the user's. */
    Order sell(String userId, long holdingId);

    /** Sells {@code quantity} shares of the holding; a quantity at or above the holding sells all of it. */
    Order sellEnhanced(String userId, long holdingId, BigDecimal quantity);

    List<Holding> holdings(String userId);

    /** @throws TradeException.HoldingNotFound */
    Holding holding(long holdingId);

    /** The user's orders, newest first, capped by {@code bourse.trade.max-orders}. */
    List<Order> orders(String userId);

    /** The user's orders, newest first, capped by {@code bourse.trade.max-top-orders}. */
    List<Order> topOrders(String userId);

    /** The user's closed orders, which this marks completed (each alert is shown once). */
    List<Order> closedOrders(String userId);

    // Order administration (the wire contract's queue/complete/cancel/orderCompleted)

    Order completeOrder(long orderId);

    Order cancelOrder(long orderId);

    /** Marks the user's closed order completed (the user has seen it). */
    void orderCompleted(String userId, long orderId);

    // Administration

    /** deleteAll=false: the run's statistics, then the seeded population restored. true: every row deleted. */
    RunStatistics resetTrade(boolean deleteAll);

    RunStatistics runStatistics();

    /** StockTrader's liveness ping: returns if the services can answer. */
    void isOnline();
}
