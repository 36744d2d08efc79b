package org.bourse.trade.orders;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import org.bourse.dal.trade.AccountStore;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.HoldingStore;
import org.bourse.dal.trade.NewOrder;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderStore;
import org.bourse.dal.trade.OrderType;
import org.bourse.trade.TradeException;

/**
 * Processes an order inside the caller's transaction: the money, the holding, the order's status and
 * the quote move together or not at all. Statements run in one order for every kind of order —
 * account first, quote last — so concurrent orders queue on rows instead of deadlocking. A failure
 * throws, and the caller's transaction rolls everything back. The sync flow calls it in the request's
 * transaction; {@link OpenOrders} (async workers, broker consumers) and completeOrder in one of their own.
 */
public final class OrderProcessor {

    private final AccountStore accounts;
    private final HoldingStore holdings;
    private final OrderStore orders;
    private final PriceImpact quotes;
    private final Clock clock;
    private final boolean allowMargin;

    OrderProcessor(AccountStore accounts, HoldingStore holdings, OrderStore orders, PriceImpact quotes, Clock clock,
            boolean allowMargin) {
        this.accounts = accounts;
        this.holdings = holdings;
        this.orders = orders;
        this.quotes = quotes;
        this.clock = clock;
        this.allowMargin = allowMargin;
    }

    /** Writes the order and processes it at once (sync mode): money first, then the order row. */
    Order placeAndProcess(NewOrder order, String userId) {
        settleMoney(order.accountId(), order.type(), order.quantity(), order.price(), order.fee(), userId);
        Order placed = orders.create(order);
        return finish(placed, userId);
    }

    /** Processes an open order written earlier (async mode, restart recovery, completeOrder). */
    public Order process(Order open, String userId) {
        if (open.status() != OrderStatus.OPEN) {
            throw new TradeException.OrderNotFound(open.orderId(), "is not open (" + open.status().code() + ")");
        }
        settleMoney(open.accountId(), open.type(), open.quantity(), open.price(), open.fee(), userId);
        return finish(open, userId);
    }

    /** Buy: value + fee debited. Sell: value − fee credited. Value = quantity × price in cents, half-up. */
    private void settleMoney(long accountId, OrderType type, BigDecimal quantity, BigDecimal price, BigDecimal fee,
            String userId) {
        BigDecimal value = value(quantity, price);
        if (type == OrderType.BUY) {
            BigDecimal cost = value.add(fee);
            boolean debited = allowMargin ? accounts.addToBalance(accountId, cost.negate())
                    : accounts.debitIfCovered(accountId, cost);
            if (!debited) {
                throw new TradeException.InsufficientFunds(userId, cost);
            }
        } else {
            accounts.addToBalance(accountId, value.subtract(fee));
        }
    }

    private Order finish(Order order, String userId) {
        Instant at = now();
        long holdingId;
        if (order.type() == OrderType.BUY) {
            Holding h = holdings.create(order.accountId(), order.symbol(), order.quantity(), order.price(), at);
            holdingId = h.holdingId();
        } else {
            holdingId = order.holdingId();
            boolean taken = order.partial() ? holdings.reduce(holdingId, order.accountId(), order.quantity())
                    : holdings.remove(holdingId, order.accountId());
            if (!taken) {
                throw new TradeException.HoldingNotFound(userId, holdingId);
            }
        }
        if (!orders.close(order.orderId(), holdingId, at)) {
            throw new TradeException.OrderNotFound(order.orderId(), "is no longer open");
        }
        quotes.afterTrade(order.symbol(), order.quantity());
        return order.withHolding(holdingId).withStatus(OrderStatus.CLOSED, at);
    }

    static BigDecimal value(BigDecimal quantity, BigDecimal price) {
        return quantity.multiply(price).setScale(2, RoundingMode.HALF_UP);
    }

    public Instant now() {
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }
}
