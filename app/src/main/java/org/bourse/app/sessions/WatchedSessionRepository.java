package org.bourse.app.sessions;

import java.util.function.Supplier;

import org.springframework.dao.DataAccessException;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;
import org.springframework.transaction.TransactionException;

/**
 * The store's repository, as Spring Session's filter calls it: each call goes through {@link StoreOutage},
 * which lets it reach the store or refuses it at once while the store is failing. A failure of the store
 * (Spring's {@link DataAccessException} family, what Spring Data Redis and Spring JDBC throw, or a
 * {@link TransactionException}: Spring Session JDBC's transaction could not begin on a database that is down)
 * leaves as {@link SessionStoreUnavailable}, so that only the session store's failures become 503s.
 */
final class WatchedSessionRepository<S extends Session> implements SessionRepository<S> {

    private final SessionRepository<S> store;
    private final StoreOutage outage;

    WatchedSessionRepository(SessionRepository<S> store, StoreOutage outage) {
        this.store = store;
        this.outage = outage;
    }

    @Override
    public S createSession() {
        return store.createSession();
    }

    @Override
    public void save(S session) {
        call(() -> {
            store.save(session);
            return null;
        });
    }

    @Override
    public S findById(String id) {
        return call(() -> store.findById(id));
    }

    @Override
    public void deleteById(String id) {
        call(() -> {
            store.deleteById(id);
            return null;
        });
    }

    private <T> T call(Supplier<T> operation) {
        long admittedAt = outage.admit();
        boolean failed = false;
        try {
            return operation.get();
        } catch (DataAccessException | TransactionException e) {
            failed = true;
            outage.failed(admittedAt, e);
            throw new SessionStoreUnavailable("session store: " + e.getMessage(), e);
        } finally {
            // anything else (a session found invalidated, say) is an answer of the store's
            if (!failed) {
                outage.answered(admittedAt);
            }
        }
    }
}
