package org.bourse.trade.inprocess;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.bourse.dal.trade.MarketStore;
import org.bourse.dal.trade.MarketTotals;
import org.bourse.trade.MarketSummary;
import org.bourse.trade.TradeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.DisposableBean;

/**
 * The market summary, recomputed at most once per interval by one background thread: a request
 * always gets the last summary at once, and a stale one starts (at most) one recomputation. Only the
 * very first call, with nothing computed yet, waits. An interval of zero recomputes on every call.
 */
final class MarketSummaryCache implements DisposableBean {

    private static final Logger LOG = LoggerFactory.getLogger(MarketSummaryCache.class);
    static final int TOP = 5;
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final MarketStore market;
    private final Clock clock;
    private final Duration interval;
    private final ResetGate gate;
    private final AtomicReference<MarketSummary> current = new AtomicReference<>();
    private final AtomicBoolean refreshing = new AtomicBoolean();
    private final ExecutorService refresher = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "market-summary");
        t.setDaemon(true);
        return t;
    });

    MarketSummaryCache(MarketStore market, Clock clock, Duration interval, ResetGate gate) {
        this.market = market;
        this.clock = clock;
        this.interval = interval;
        this.gate = gate;
    }

    MarketSummary get() {
        MarketSummary s = current.get();
        if (s == null || interval.isZero()) {
            return refresh();
        }
        if (Duration.between(s.summaryDate(), clock.instant()).compareTo(interval) >= 0
                && refreshing.compareAndSet(false, true)) {
            refresher.execute(() -> {
                try {
                    refresh();
                } catch (TradeException.ResetInProgress e) {
                    LOG.debug("The market summary is recomputed after the reset; the previous one is served meanwhile");
                } catch (RuntimeException e) {
                    LOG.warn("Recomputing the market summary failed; the previous one is served meanwhile", e);
                } finally {
                    refreshing.set(false);
                }
            });
        }
        return s;
    }

    /** Recomputes now; refused while a reset runs (the tables are being emptied and filled). */
    MarketSummary refresh() {
        MarketSummary s = gate.operation(this::compute);
        current.set(s);
        return s;
    }

    private MarketSummary compute() {
        MarketTotals totals = market.totals();
        BigDecimal tsia = cents(totals.averagePrice());
        BigDecimal openTsia = cents(totals.averageOpen());
        BigDecimal gain = openTsia.signum() == 0 ? BigDecimal.ZERO.setScale(2)
                : tsia.divide(openTsia, MathContext.DECIMAL64).subtract(BigDecimal.ONE).multiply(HUNDRED)
                        .setScale(2, RoundingMode.HALF_UP);
        return new MarketSummary(tsia, openTsia, totals.volume(), market.topGainers(TOP), market.topLosers(TOP),
                clock.instant(), gain);
    }

    private static BigDecimal cents(BigDecimal average) {
        return average == null ? BigDecimal.ZERO.setScale(2) : average.setScale(2, RoundingMode.HALF_UP);
    }

    @Override
    public void destroy() {
        refresher.shutdownNow();
    }
}
