package org.bourse.trade.client;

import java.net.URI;
import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How this node reaches the Trade business services ({@code bourse.trade.access} and
 * {@code bourse.trade.services-*}). Bound whatever the mode, so a misspelt mode stops the start-up.
 *
 * @param access                 {@code in-process} (the database through the DAL) or {@code web-services}
 *                               (a Trade SOAP endpoint at {@code servicesUrl})
 * @param servicesUrl            the Trade 6.1 SOAP endpoint called in web-services mode: another Bourse
 *                               node or any server speaking the contract
 * @param servicesConnectTimeout how long to wait for a connection to it
 * @param servicesReceiveTimeout how long to wait for an answer to an ordinary operation
 * @param servicesAdminTimeout   how long to wait for an answer to an admin operation (resetTrade
 *                               restores the whole population)
 */
@ConfigurationProperties("bourse.trade")
public record TradeAccess(
        @DefaultValue("in-process") Mode access,
        @DefaultValue("http://127.0.0.1:8080/services/TradeWSServices") URI servicesUrl,
        @DefaultValue("5s") Duration servicesConnectTimeout,
        @DefaultValue("30s") Duration servicesReceiveTimeout,
        @DefaultValue("10m") Duration servicesAdminTimeout) {

    /** Where the business services run. */
    public enum Mode { IN_PROCESS, WEB_SERVICES }

    public TradeAccess {
        String scheme = servicesUrl.getScheme();
        if (!"http".equalsIgnoreCase(scheme) && !"https".equalsIgnoreCase(scheme) || servicesUrl.getHost() == null) {
            throw new IllegalArgumentException("bourse.trade.services-url must be an http(s) URL, was '" + servicesUrl + "'");
        }
        requirePositive("services-connect-timeout", servicesConnectTimeout);
        requirePositive("services-receive-timeout", servicesReceiveTimeout);
        requirePositive("services-admin-timeout", servicesAdminTimeout);
    }

    private static void requirePositive(String name, Duration value) {
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException("bourse.trade." + name + " must be positive, was " + value);
        }
    }
}
