package org.bourse.trade.soap;

import org.apache.cxf.configuration.security.AuthorizationPolicy;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.PhaseInterceptorChain;
import org.bourse.trade.AdminAccount;
import org.bourse.trade.TradeException.NotAllowed;

/**
 * Admin operations (resetTrade, createQuote, updateQuotePriceVolume, queueOrder, completeOrder,
 * cancelOrder) need the HTTP Basic credentials of the admin account ({@code bourse.admin.*}). Checked
 * before anything in the request is looked at, so an anonymous caller learns nothing else.
 */
final class AdminGuard {

    static final String REQUIRED = "admin credentials required: this operation needs HTTP Basic credentials"
            + " of the admin account (bourse.admin.user / bourse.admin.password)";
    static final String DISABLED = "admin operations are disabled: set bourse.admin.password on the server"
            + " to enable them";

    private final AdminAccount admin;

    AdminGuard(AdminAccount admin) {
        this.admin = admin;
    }

    void check() {
        if (!admin.enabled()) {
            throw new NotAllowed(DISABLED);
        }
        Message message = PhaseInterceptorChain.getCurrentMessage();
        // The HTTP transport parses an "Authorization: Basic" header into this policy.
        AuthorizationPolicy credentials = message == null ? null : message.get(AuthorizationPolicy.class);
        if (credentials == null || !admin.matches(credentials.getUserName(), credentials.getPassword())) {
            throw new NotAllowed(REQUIRED);
        }
    }
}
