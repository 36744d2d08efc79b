package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.util.List;

import org.bourse.dal.DuplicateKey;
import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;
import org.bourse.trade.TradeException.HoldingNotFound;
import org.bourse.trade.TradeException.OrderNotFound;
import org.bourse.trade.TradeException.UnknownUser;
import org.bourse.trade.TradeSettings;
import org.bourse.trade.orders.OrderFlow;
import org.bourse.trade.orders.OrderProcessor;

/**
 * Buy, sell, holdings and orders. Each call that writes is one transaction holding one pooled connection,
 * with every read it depends on inside it; the order flow decides when an order is processed. Pure reads
 * run without a transaction, one statement each.
 */
final class TradingOperations {

    private final AccountStore accounts;
    private final HoldingStore holdings;
    private final OrderStore orders;
    private final QuoteOperations quotes;
    private final OrderFlow flow;
    private final OrderProcessor processor;
    private final Transactions tx;
    private final TradeSettings settings;

    TradingOperations(AccountStore accounts, HoldingStore holdings, OrderStore orders, QuoteOperations quotes,
            OrderFlow flow, OrderProcessor processor, Transactions tx, TradeSettings settings) {
        this.accounts = accounts;
        this.holdings = holdings;
        this.orders = orders;
        this.quotes = quotes;
        this.flow = flow;
        this.processor = processor;
        this.tx = tx;
        this.settings = settings;
    }

    Order buy(String userId, String symbol, BigDecimal quantity) {
        BigDecimal q = Inputs.quantity(quantity, settings.maxOrderQuantity());
        Inputs.required("userID", userId);
        Inputs.required("symbol", symbol);
        return tx.run("buy", () -> {
            Account account = account(userId);
            Quote quote = quotes.quote(symbol);
            NewOrder order = new NewOrder(account.accountId(), quote.symbol(), null, OrderType.BUY, q, quote.price(),
                    settings.orderFee(), processor.now(), false);
            return flow.place(order, userId);
        });
    }

    Order sell(String userId, long holdingId) {
        return sell(userId, holdingId, null);
    }

    /** {@code quantity} null or at/above the holding's: the whole holding. */
    Order sell(String userId, long holdingId, BigDecimal quantity) {
        BigDecimal wanted = quantity == null ? null : Inputs.quantity(quantity, settings.maxOrderQuantity());
        Inputs.required("userID", userId);
        return tx.run("sell", () -> {
            Account account = account(userId);
            Holding h = holdings.find(holdingId).filter(x -> x.accountId() == account.accountId())
                    .orElseThrow(() -> new HoldingNotFound(userId, holdingId));
            boolean partial = wanted != null && wanted.compareTo(h.quantity()) < 0;
            Quote quote = quotes.quote(h.symbol());
            NewOrder order = new NewOrder(account.accountId(), h.symbol(), holdingId, OrderType.SELL,
                    partial ? wanted : h.quantity(), quote.price(), settings.orderFee(), processor.now(), partial);
            try {
                return flow.place(order, userId);
            } catch (DuplicateKey e) {
                // Another sell of this holding is open or done: the database's one-sell-per-holding index.
                throw new HoldingNotFound(userId, holdingId);
            }
        });
    }

    List<Holding> holdings(String userId) {
        return holdings.ofAccount(account(userId).accountId());
    }

    Holding holding(long holdingId) {
        return holdings.find(holdingId).orElseThrow(() -> new HoldingNotFound(holdingId));
    }

    List<Order> orders(String userId) {
        return orders.ofAccount(account(userId).accountId(), settings.maxOrders());
    }

    List<Order> topOrders(String userId) {
        return orders.ofAccount(account(userId).accountId(), settings.maxTopOrders());
    }

    /**
     * Asked after every page for the "order completed" alerts. Most pages have none: one indexed read, outside
     * a transaction, answers those (a transaction's begin and commit cost more than the read). Only when it
     * finds closed orders, or no such user (which the transaction then reports), does a transaction take them.
     */
    List<Order> closedOrders(String userId) {
        Inputs.required("userID", userId);
        // No such user reads as "maybe": the transaction's account lookup reports it.
        if (!orders.hasClosed(userId).orElse(true)) {
            return List.of();
        }
        return tx.run("getClosedOrders", () -> orders.takeClosed(account(userId).accountId()));
    }

    void orderCompleted(String userId, long orderId) {
        long accountId = account(userId).accountId();
        if (!orders.complete(orderId, accountId)) {
            throw new OrderNotFound(orderId, "is not a closed order of user '" + userId + "'");
        }
    }

    /** Processes an open order now (the wire contract's completeOrder). */
    Order completeOrder(long orderId) {
        return tx.run("completeOrder", () -> {
            Order o = orders.lock(orderId).orElseThrow(() -> new OrderNotFound(orderId, "does not exist"));
            String userId = accounts.account(o.accountId()).map(Account::userId).orElse("?");
            return processor.process(o, userId);
        });
    }

    Order cancelOrder(long orderId) {
        return tx.run("cancelOrder", () -> {
            Order o = orders.lock(orderId).orElseThrow(() -> new OrderNotFound(orderId, "does not exist"));
            var at = processor.now();
            if (!orders.cancel(orderId, at)) {
                throw new OrderNotFound(orderId, "is not open (" + o.status().code() + ")");
            }
            return o.withStatus(OrderStatus.CANCELLED, at);
        });
    }

    private Account account(String userId) {
        Inputs.required("userID", userId);
        return accounts.account(userId).orElseThrow(() -> new UnknownUser(userId));
    }
}
