package org.bourse.dal.trade;

/**
 * A user's profile. {@code passwordHash} is what the configured password encoder produced, never the
 * password itself.
 */
public record AccountProfile(String userId, String passwordHash, String fullName, String address, String email,
        String creditCard) {

    @Override
    public String toString() {
        // Keeps the hash out of logs and exception messages.
        return "AccountProfile[userId=" + userId + "]";
    }
}
