package org.bourse.app.sessions;

import org.bourse.boot.ModeCondition;

/** {@link ConditionalOnSessionStore}'s condition. */
final class OnSessionStore extends ModeCondition<SessionStore> {

    OnSessionStore() {
        super(ConditionalOnSessionStore.class, SessionSettings.STORE);
    }
}
