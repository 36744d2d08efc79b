package org.bourse.web.scenario;

import java.io.Serializable;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What the scenario keeps in a session it logged in: its user, and the holdings it has asked to sell or
 * found sold by another session of the user (in async and broker order processing a sold holding stays
 * listed until its order is processed).
 */
final class ScenarioSession implements Serializable {

    static final String ATTRIBUTE = ScenarioSession.class.getName();
    private static final long serialVersionUID = 1L;
    private static final int REMEMBERED_SELLS = 64;

    private final String userId;
    private final Set<Long> selling = new LinkedHashSet<>();

    ScenarioSession(String userId) {
        this.userId = userId;
    }

    String userId() {
        return userId;
    }

    synchronized boolean isSelling(long holdingId) {
        return selling.contains(holdingId);
    }

    synchronized void selling(long holdingId) {
        if (selling.size() >= REMEMBERED_SELLS) {
            selling.remove(selling.iterator().next());
        }
        selling.add(holdingId);
    }
}
