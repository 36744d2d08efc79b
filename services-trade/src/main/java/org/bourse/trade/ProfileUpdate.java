package org.bourse.trade;

/** A profile change; a null or empty password keeps the current one. */
public record ProfileUpdate(String userId, String password, String fullName, String address, String email,
        String creditCard) {

    @Override
    public String toString() {
        return "ProfileUpdate[userId=" + userId + "]";
    }
}
