package org.bourse.web;

import java.time.Duration;

import org.bourse.boot.ModeSetting;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The web tier's settings ({@code bourse.web.*}), documented in docs/configuration.md and docs/web.md.
 * Those marked runtime-changeable start {@link RuntimeSettings} and can then be changed on {@code /config}.
 *
 * @param daytraderScriptCompatibility accept DayTrader-style requests: no CSRF token on {@code /app}, and
 *                                     state-changing GETs ({@code app?action=sell&holdingID=N},
 *                                     buy, login, logout…) execute. Unsafe on an open network: off by default
 * @param displayOrderAlerts           show the "order(s) completed" table on every page of a logged-in
 *                                     user (runtime-changeable)
 * @param marketSummaryPushInterval    how often the market-summary WebSocket pushes the summary
 *                                     (runtime-changeable)
 * @param scenarioEnabled              serve the {@code /scenario} driver (runtime-changeable)
 * @param primitivesEnabled            serve the primitives ({@code /primitive/*} and DayTrader's, docs/web.md);
 *                                     applied at startup ({@link org.bourse.web.primitive.WhenPrimitivesEnabled})
 * @param runCheckOrderWait            how long {@code /config/check} waits for open orders to be processed
 *                                     (async order processing) before it checks; then it checks anyway
 * @param scenarioMaxTrackedOrders     most order ids {@code /scenario} remembers having acknowledged since
 *                                     the last reset, for the run check's I6 (8 bytes each); beyond it the
 *                                     orders are only counted
 * @param scenarioStatistics           whose {@code /scenario} requests the run statistics, the run
 *                                     verification and a reset cover: {@code node} (this node's, in its
 *                                     memory) or {@code cluster} (every node on the shared database,
 *                                     docs/scale-out.md)
 * @param scenarioStatisticsFlush      cluster: how often a node adds its counts to the shared tables; a
 *                                     check waits up to three of these for the other nodes' counts
 * @param resetWait                    how long {@code POST /config/reset} (and repopulate) waits for the
 *                                     reset before answering 202 with its progress; below a front end's
 *                                     read timeout (60 s in tuning/), so the answer always gets through
 */
@ConfigurationProperties("bourse.web")
public record WebSettings(
        @DefaultValue("false") boolean daytraderScriptCompatibility,
        @DefaultValue("true") boolean displayOrderAlerts,
        @DefaultValue("5s") Duration marketSummaryPushInterval,
        @DefaultValue("true") boolean scenarioEnabled,
        @DefaultValue("true") boolean primitivesEnabled,
        @DefaultValue("60s") Duration runCheckOrderWait,
        @DefaultValue("1000000") int scenarioMaxTrackedOrders,
        @DefaultValue("20s") Duration resetWait,
        @DefaultValue("node") StatisticsScope scenarioStatistics,
        @DefaultValue("500ms") Duration scenarioStatisticsFlush) {

    /** The values of {@code bourse.web.scenario-statistics}. */
    public enum StatisticsScope { NODE, CLUSTER }

    /** {@code scenarioStatistics}, for what decides before this record is bound (the scenario's configuration). */
    public static final ModeSetting<StatisticsScope> SCENARIO_STATISTICS = ModeSetting.of(WebSettings.class,
            "scenarioStatistics", StatisticsScope.class);

    public WebSettings {
        if (marketSummaryPushInterval.compareTo(RuntimeSettings.MIN_PUSH_INTERVAL) < 0) {
            throw new IllegalArgumentException("bourse.web.market-summary-push-interval must be at least 100ms, was "
                    + marketSummaryPushInterval);
        }
        if (runCheckOrderWait.isNegative()) {
            throw new IllegalArgumentException("bourse.web.run-check-order-wait must not be negative, was "
                    + runCheckOrderWait);
        }
        if (scenarioMaxTrackedOrders < 0) {
            throw new IllegalArgumentException("bourse.web.scenario-max-tracked-orders must not be negative, was "
                    + scenarioMaxTrackedOrders);
        }
        if (scenarioStatisticsFlush.toMillis() < 10 || scenarioStatisticsFlush.compareTo(Duration.ofMinutes(1)) > 0) {
            throw new IllegalArgumentException("bourse.web.scenario-statistics-flush must be 10ms-1m, was "
                    + scenarioStatisticsFlush);
        }
        if (resetWait.isNegative()) {
            throw new IllegalArgumentException("bourse.web.reset-wait must not be negative, was " + resetWait);
        }
    }
}
