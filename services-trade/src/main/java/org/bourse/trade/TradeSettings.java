package org.bourse.trade;

import java.math.BigDecimal;
import java.net.URI;
import java.time.Duration;

import org.bourse.boot.ModeSetting;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The Trade settings ({@code bourse.trade.*}, documented in docs/configuration.md): where the business
 * services run and, for the in-process services, the business rules that are settings. One record for the
 * prefix, bound whatever the mode, so a misspelt mode or URL stops the start-up.
 *
 * @param access                 {@code in-process} (the database through the DAL) or {@code web-services}
 *                               (a Trade SOAP endpoint at {@code servicesUrl})
 * @param servicesUrl            the Trade 6.1 SOAP endpoint called in web-services mode: another Bourse
 *                               node or any server speaking the contract
 * @param servicesConnectTimeout how long to wait for a connection to it
 * @param servicesReceiveTimeout how long to wait for an answer to an ordinary operation
 * @param servicesAdminTimeout   how long to wait for an answer to an admin operation (resetTrade
 *                               restores the whole population)
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
 * @param orderProcessing       {@code sync} (processed in the request), {@code async} (queued to this node's
 *                              workers) or {@code broker} (published to RabbitMQ, processed by any processor
 *                              node: {@code bourse.trade.broker.*})
 * @param asyncWorkers          worker threads processing queued orders in async mode
 * @param retries               attempts of a business transaction the database gave up because of contention
 * @param resetDrainTimeout     how long resetTrade waits for the trade operations already running on this
 *                              node to finish (new ones are refused meanwhile) before it gives up, changing
 *                              nothing
 */
@ConfigurationProperties("bourse.trade")
public record TradeSettings(
        @DefaultValue("in-process") Mode access,
        @DefaultValue("http://127.0.0.1:8080/services/TradeWSServices") URI servicesUrl,
        @DefaultValue("5s") Duration servicesConnectTimeout,
        @DefaultValue("30s") Duration servicesReceiveTimeout,
        @DefaultValue("10m") Duration servicesAdminTimeout,
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

    /** Where the business services run. */
    public enum Mode { IN_PROCESS, WEB_SERVICES }

    /** {@code access}, for what decides before this record is bound ({@link ConditionalOnTradeAccess}). */
    public static final ModeSetting<Mode> ACCESS = ModeSetting.of(TradeSettings.class, "access", Mode.class);

    /** {@code orderProcessing}, likewise ({@link ConditionalOnOrderProcessing}). */
    public static final ModeSetting<OrderProcessing> ORDER_PROCESSING = ModeSetting.of(TradeSettings.class,
            "orderProcessing", OrderProcessing.class);

    /**
     * How orders are processed: in the request, by this node's workers shortly after it commits, or by
     * the processor nodes that consume the broker's order queue.
     */
    public enum OrderProcessing { SYNC, ASYNC, BROKER }

    public TradeSettings {
        String scheme = servicesUrl.getScheme();
        if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme) || servicesUrl.getHost() == null) {
            throw new IllegalArgumentException("bourse.trade.services-url must be an http(s) URL, was '" + servicesUrl + "'");
        }
        requirePositive("services-connect-timeout", servicesConnectTimeout);
        requirePositive("services-receive-timeout", servicesReceiveTimeout);
        requirePositive("services-admin-timeout", servicesAdminTimeout);
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
        requirePositive("reset-drain-timeout", resetDrainTimeout);
        if (maxOrderQuantity.signum() <= 0) {
            throw new IllegalArgumentException("bourse.trade.max-order-quantity must be positive");
        }
    }

    private static void requirePositive(String name, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("bourse.trade." + name + " must be positive, was " + value);
        }
    }
}
