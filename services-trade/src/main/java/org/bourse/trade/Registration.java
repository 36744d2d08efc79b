package org.bourse.trade;

import java.math.BigDecimal;

/** What register takes; the password is hashed before it is stored. */
public record Registration(String userId, String password, String fullName, String address, String email,
        String creditCard, BigDecimal openBalance) {

    @Override
    public String toString() {
        return "Registration[userId=" + userId + "]";
    }
}
