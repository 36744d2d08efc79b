package org.bourse.trade;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The administrator: the account that may use the admin SOAP operations (resetTrade, createQuote,
 * updateQuotePriceVolume, queue/complete/cancel order) and the admin web pages, as resolved from
 * {@link AdminSettings} at start-up (configured, or stored in the password file). Without a password,
 * admin operations are refused with a message naming {@code bourse.admin.password}. It is a deployment
 * secret, never a user row, so a reset or repopulation never touches it.
 *
 * @param user     the admin's user name
 * @param password the admin's password; empty disables admin operations
 */
public record AdminAccount(String user, String password) {

    public boolean enabled() {
        return password != null && !password.isEmpty();
    }

    /**
     * Whether the credentials are the admin's (false while admin operations are disabled). User and
     * password are both compared, in full, in time that does not depend on where they differ: their
     * SHA-256 digests are compared with {@link MessageDigest#isEqual}.
     */
    public boolean matches(String user, String password) {
        if (!enabled() || user == null || password == null) {
            return false;
        }
        boolean userMatches = MessageDigest.isEqual(digest(user), digest(this.user));
        boolean passwordMatches = MessageDigest.isEqual(digest(password), digest(this.password));
        return userMatches & passwordMatches;
    }

    private static byte[] digest(String value) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(value.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    @Override
    public String toString() {
        return "AdminAccount[user=" + user + ", enabled=" + enabled() + "]";
    }
}
