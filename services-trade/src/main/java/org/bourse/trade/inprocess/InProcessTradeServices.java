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

/**
 * The Trade services over the database, delegating each capability to its own class. Every operation
 * runs inside the {@link ResetGate}, so that none overlaps a reset.
 */
final class InProcessTradeServices implements TradeServices {

    private final QuoteOperations quotes;
    private final AccountOperations accounts;
    private final TradingOperations trading;
    private final MarketSummaryCache market;
    private final AdminOperations admin;
    private final ResetGate gate;

    InProcessTradeServices(QuoteOperations quotes, AccountOperations accounts, TradingOperations trading,
            MarketSummaryCache market, AdminOperations admin, ResetGate gate) {
        this.quotes = quotes;
        this.accounts = accounts;
        this.trading = trading;
        this.market = market;
        this.admin = admin;
        this.gate = gate;
    }

    @Override
    public Quote quote(String symbol) {
        return gate.operation(() -> quotes.quote(symbol));
    }

    @Override
    public List<Quote> quotes(String symbols) {
        return gate.operation(() -> quotes.quotes(symbols));
    }

    @Override
    public List<Quote> allQuotes() {
        return gate.operation(() -> quotes.all());
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) {
        return gate.operation(() -> quotes.create(symbol, companyName, price));
    }

    @Override
    public Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, BigDecimal sharesTraded) {
        return gate.operation(() -> quotes.updatePriceVolume(symbol, changeFactor, sharesTraded));
    }

    @Override
    public MarketSummary marketSummary() {
        return market.get();
    }

    @Override
    public Account register(Registration registration) {
        return gate.operation(() -> accounts.register(registration));
    }

    @Override
    public Account login(String userId, String password) {
        return gate.operation(() -> accounts.login(userId, password));
    }

    @Override
    public void logout(String userId) {
        gate.run(() -> accounts.logout(userId));
    }

    @Override
    public Account account(String userId) {
        return gate.operation(() -> accounts.account(userId));
    }

    @Override
    public Profile profile(String userId) {
        return gate.operation(() -> accounts.profile(userId));
    }

    @Override
    public Profile updateProfile(ProfileUpdate update) {
        return gate.operation(() -> accounts.updateProfile(update));
    }

    @Override
    public Order buy(String userId, String symbol, BigDecimal quantity) {
        return gate.operation(() -> trading.buy(userId, symbol, quantity));
    }

    @Override
    public Order sell(String userId, long holdingId) {
        return gate.operation(() -> trading.sell(userId, holdingId));
    }

    @Override
    public Order sellEnhanced(String userId, long holdingId, BigDecimal quantity) {
        BigDecimal wanted = java.util.Objects.requireNonNullElse(quantity, BigDecimal.ZERO);
        return gate.operation(() -> trading.sell(userId, holdingId, wanted));
    }

    @Override
    public List<Holding> holdings(String userId) {
        return gate.operation(() -> trading.holdings(userId));
    }

    @Override
    public Holding holding(long holdingId) {
        return gate.operation(() -> trading.holding(holdingId));
    }

    @Override
    public List<Order> orders(String userId) {
        return gate.operation(() -> trading.orders(userId));
    }

    @Override
    public List<Order> topOrders(String userId) {
        return gate.operation(() -> trading.topOrders(userId));
    }

    @Override
    public List<Order> closedOrders(String userId) {
        return gate.operation(() -> trading.closedOrders(userId));
    }

    @Override
    public Order completeOrder(long orderId) {
        return gate.operation(() -> trading.completeOrder(orderId));
    }

    @Override
    public Order cancelOrder(long orderId) {
        return gate.operation(() -> trading.cancelOrder(orderId));
    }

    @Override
    public void orderCompleted(String userId, long orderId) {
        gate.run(() -> trading.orderCompleted(userId, orderId));
    }

    @Override
    public RunStatistics resetTrade(boolean deleteAll) {
        return gate.reset(() -> admin.reset(deleteAll));
    }

    @Override
    public RunStatistics runStatistics() {
        return gate.operation(() -> admin.runStatistics());
    }

    @Override
    public void isOnline() {
        // In process, answering is being online.
    }
}
