package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;

/** A trading account: one per user, holding the cash balance and the login counters. */
public record Account(long accountId, String userId, BigDecimal balance, BigDecimal openBalance,
        Instant creationDate, Instant lastLogin, int loginCount, int logoutCount) {
}
