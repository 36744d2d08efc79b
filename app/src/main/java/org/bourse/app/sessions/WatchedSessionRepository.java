package org.bourse.app.sessions;

import java.util.function.Supplier;

import org.springframework.dao.DataAccessException;
import org.springframework.dao.QueryTimeoutException;
import org.springframework.session.Session;
import org.springframework.session.SessionRepository;
import org.springframework.transaction.TransactionException;

/**
 * The store's repository, as Spring Session's filter calls it: each call goes through {@link StoreOutage},
 * which lets it reach the store or refuses it at once while the store is failing. A failure of the store
 * (Spring's {@link DataAccessException} family, what Spring Data Redis and Spring JDBC throw, or a
 * {@link TransactionException}: Spring Session JDBC's transaction could not begin on a database that is down)
 * leaves as {@link SessionStoreUnavailable}, so that only the session store's failures become 503s. A call that
 * timed out also drops the store's connection ({@link StaleConnection}), which may be one to a store that vanished.
 */
final class WatchedSessionRepository<S extends Session> implements SessionRepository<S> {

    private final SessionRepository<S> store;
    private final StoreOutage outage;
    private final StaleConnection staleConnection;

    WatchedSessionRepository(SessionRepository<S> store, StoreOutage outage, StaleConnection staleConnection) {
        this.store = store;
        this.outage = outage;
        this.staleConnection = staleConnection;
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
            // a timeout of a call admitted before the store last answered again says nothing of the connection now
            if (outage.failed(admittedAt, e) && e instanceof QueryTimeoutException) {
                staleConnection.drop();
            }
            throw new SessionStoreUnavailable("session store: " + e.getMessage(), e);
        } finally {
            // anything else (a session found invalidated, say) is an answer of the store's
            if (!failed) {
                outage.answered(admittedAt);
            }
        }
    }
}
