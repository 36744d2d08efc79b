package org.bourse.web.security;

import java.io.Serializable;

/** The principal of a session logged in through the Trade login action (or the scenario driver). */
public record TradeUser(String userId) implements Serializable {

    @Override
    public String toString() {
        return userId;
    }
}
