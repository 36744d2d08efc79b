package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;

/**
 * Profiles and accounts. Counters and balances change in SQL ({@code balance = balance + ?}), never by
 * reading a value, changing it in Java and writing it back, so concurrent changes are never lost.
 */
public interface AccountStore {

    /**
     * Writes the profile and its account (call inside one transaction).
     *
     * @throws org.bourse.dal.DuplicateKey if the user id is taken
     */
    Account register(AccountProfile profile, BigDecimal openBalance, Instant creationDate);

    Optional<AccountProfile> profile(String userId);

    Optional<Account> account(String userId);

    Optional<Account> account(long accountId);

    /** lastLogin = {@code at}, loginCount + 1. @return false if the user has no account */
    boolean recordLogin(String userId, Instant at);

    /** logoutCount + 1. @return false if the user has no account */
    boolean recordLogout(String userId);

    /** balance = balance + delta. @return false if the account does not exist */
    boolean addToBalance(long accountId, BigDecimal delta);

    /**
     * balance = balance − amount, only if the balance covers it.
     *
     * @return false if the account does not exist or the balance is smaller than {@code amount}
     */
    boolean debitIfCovered(long accountId, BigDecimal amount);

    /** Replaces hash, full name, address, email and card. @return false if the user does not exist */
    boolean updateProfile(AccountProfile profile);
}
