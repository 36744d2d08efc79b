package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The business rules that are settings ({@code bourse.trade.*}), documented in docs/configuration.md.
 *
 * @param orderFee              fee of every buy and sell (DayTrader: 24.95)
 * @param priceChangeMin        lowest random factor a processed order applies to its quote's price
 * @param priceChangeMax        highest such factor
 * @param marketSummaryInterval how old the cached market summary may get before it is recomputed in the
 *                              background; 0 recomputes on every call
 * @param allowMargin           whether a buy may take the balance below zero (both originals allow it)
 * @param maxOrders             most orders getOrders returns (newest first)
 * @param maxTopOrders          most orders getTopOrders returns
 * @param maxOrderQuantity      largest quantity one order may trade
 * @param maxQuoteSymbols       most symbols one getQuotes call may name
 * @param orderProcessing       {@code sync} (processed in the request) or {@code async} (queued to workers)
 * @param asyncWorkers          worker threads processing queued orders in async mode
 * @param retries               attempts of a business transaction the database gave up because of contention
 * @param resetDrainTimeout     how long resetTrade waits for the trade operations already running on this
 *                              node to finish (new ones are refused meanwhile) before it gives up, changing
 *                              nothing
 */
@ConfigurationProperties("bourse.trade")
public record TradeSettings(
        @DefaultValue("24.95") BigDecimal orderFee,
        @DefaultValue("0.90") BigDecimal priceChangeMin,
        @DefaultValue("1.10") BigDecimal priceChangeMax,
        @DefaultValue("20s") Duration marketSummaryInterval,
        @DefaultValue("true") boolean allowMargin,
        @DefaultValue("100") int maxOrders,
        @DefaultValue("1000") int maxTopOrders,
        @DefaultValue("1000000") BigDecimal maxOrderQuantity,
        @DefaultValue("100") int maxQuoteSymbols,
        @DefaultValue("sync") OrderProcessing orderProcessing,
        @DefaultValue("2") int asyncWorkers,
        @DefaultValue("5") int retries,
        @DefaultValue("30s") Duration resetDrainTimeout) {

    /** How orders are processed: in the request, or by workers shortly after it commits. */
    public enum OrderProcessing { SYNC, ASYNC }

    public TradeSettings {
        if (orderFee.signum() < 0) {
            throw new IllegalArgumentException("bourse.trade.order-fee must not be negative, was " + orderFee);
        }
        if (priceChangeMin.signum() <= 0 || priceChangeMax.compareTo(priceChangeMin) < 0) {
            throw new IllegalArgumentException("bourse.trade.price-change-min must be > 0 and <= price-change-max, were "
                    + priceChangeMin + " and " + priceChangeMax);
        }
        if (marketSummaryInterval.isNegative()) {
            throw new IllegalArgumentException("bourse.trade.market-summary-interval must not be negative");
        }
        if (maxOrders < 1 || maxTopOrders < 1 || maxQuoteSymbols < 1 || asyncWorkers < 1 || retries < 1) {
            throw new IllegalArgumentException("bourse.trade.max-orders, max-top-orders, max-quote-symbols,"
                    + " async-workers and retries must be at least 1");
        }
        if (resetDrainTimeout.isNegative() || resetDrainTimeout.isZero()) {
            throw new IllegalArgumentException("bourse.trade.reset-drain-timeout must be positive, was " + resetDrainTimeout);
        }
        if (maxOrderQuantity.signum() <= 0) {
            throw new IllegalArgumentException("bourse.trade.max-order-quantity must be positive");
        }
    }
}
