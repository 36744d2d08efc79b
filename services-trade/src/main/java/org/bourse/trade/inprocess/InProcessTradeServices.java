package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.util.List;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.MarketSummary;
import org.bourse.trade.Profile;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeServices;

/** The Trade services over the database, delegating each capability to its own class. */
final class InProcessTradeServices implements TradeServices {

    private final QuoteOperations quotes;
    private final AccountOperations accounts;
    private final TradingOperations trading;
    private final MarketSummaryCache market;
    private final AdminOperations admin;

    InProcessTradeServices(QuoteOperations quotes, AccountOperations accounts, TradingOperations trading,
            MarketSummaryCache market, AdminOperations admin) {
        this.quotes = quotes;
        this.accounts = accounts;
        this.trading = trading;
        this.market = market;
        this.admin = admin;
    }

    @Override
    public Quote quote(String symbol) {
        return quotes.quote(symbol);
    }

    @Override
    public List<Quote> quotes(String symbols) {
        return quotes.quotes(symbols);
    }

    @Override
    public List<Quote> allQuotes() {
        return quotes.all();
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) {
        return quotes.create(symbol, companyName, price);
    }

    @Override
    public Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, BigDecimal sharesTraded) {
        return quotes.updatePriceVolume(symbol, changeFactor, sharesTraded);
    }

    @Override
    public MarketSummary marketSummary() {
        return market.get();
    }

    @Override
    public Account register(Registration registration) {
        return accounts.register(registration);
    }

    @Override
    public Account login(String userId, String password) {
        return accounts.login(userId, password);
    }

    @Override
    public void logout(String userId) {
        accounts.logout(userId);
    }

    @Override
    public Account account(String userId) {
        return accounts.account(userId);
    }

    @Override
    public Profile profile(String userId) {
        return accounts.profile(userId);
    }

    @Override
    public Profile updateProfile(ProfileUpdate update) {
        return accounts.updateProfile(update);
    }

    @Override
    public Order buy(String userId, String symbol, BigDecimal quantity) {
        return trading.buy(userId, symbol, quantity);
    }

    @Override
    public Order sell(String userId, long holdingId) {
        return trading.sell(userId, holdingId);
    }

    @Override
    public Order sellEnhanced(String userId, long holdingId, BigDecimal quantity) {
        return trading.sell(userId, holdingId, java.util.Objects.requireNonNullElse(quantity, BigDecimal.ZERO));
    }

    @Override
    public List<Holding> holdings(String userId) {
        return trading.holdings(userId);
    }

    @Override
    public Holding holding(long holdingId) {
        return trading.holding(holdingId);
    }

    @Override
    public List<Order> orders(String userId) {
        return trading.orders(userId);
    }

    @Override
    public List<Order> topOrders(String userId) {
        return trading.topOrders(userId);
    }

    @Override
    public List<Order> closedOrders(String userId) {
        return trading.closedOrders(userId);
    }

    @Override
    public Order completeOrder(long orderId) {
        return trading.completeOrder(orderId);
    }

    @Override
    public Order cancelOrder(long orderId) {
        return trading.cancelOrder(orderId);
    }

    @Override
    public void orderCompleted(String userId, long orderId) {
        trading.orderCompleted(userId, orderId);
    }

    @Override
    public RunStatistics resetTrade(boolean deleteAll) {
        return admin.reset(deleteAll);
    }

    @Override
    public RunStatistics runStatistics() {
        return admin.runStatistics();
    }

    @Override
    public void isOnline() {
        // In process, answering is being online.
    }
}
