package org.bourse.trade;

/** A user's profile as the services show it: never the password or its hash. */
public record Profile(String userId, String fullName, String address, String email, String creditCard) {
}
