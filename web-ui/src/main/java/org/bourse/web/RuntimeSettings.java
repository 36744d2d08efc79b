package org.bourse.web;

import java.time.Duration;

/**
 * The web settings an administrator may change while the server runs ({@code /config}); they start from
 * {@link WebSettings}. A change lasts until the next restart.
 */
public final class RuntimeSettings {

    /** The shortest market-summary push interval allowed. */
    public static final Duration MIN_PUSH_INTERVAL = Duration.ofMillis(100);

    private volatile boolean displayOrderAlerts;
    private volatile Duration marketSummaryPushInterval;
    private volatile boolean scenarioEnabled;

    public RuntimeSettings(WebSettings settings) {
        this.displayOrderAlerts = settings.displayOrderAlerts();
        this.marketSummaryPushInterval = settings.marketSummaryPushInterval();
        this.scenarioEnabled = settings.scenarioEnabled();
    }

    public boolean displayOrderAlerts() {
        return displayOrderAlerts;
    }

    public void displayOrderAlerts(boolean on) {
        this.displayOrderAlerts = on;
    }

    public Duration marketSummaryPushInterval() {
        return marketSummaryPushInterval;
    }

    public void marketSummaryPushInterval(Duration interval) {
        if (interval.compareTo(MIN_PUSH_INTERVAL) < 0) {
            throw new IllegalArgumentException("The market-summary push interval must be at least 100ms");
        }
        this.marketSummaryPushInterval = interval;
    }

    public boolean scenarioEnabled() {
        return scenarioEnabled;
    }

    public void scenarioEnabled(boolean on) {
        this.scenarioEnabled = on;
    }
}
