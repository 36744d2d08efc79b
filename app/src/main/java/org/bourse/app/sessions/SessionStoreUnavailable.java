package org.bourse.app.sessions;

/**
 * The session store did not answer (or answered with an error) for this request, or is known to be failing:
 * {@link StoreFailureResponder} turns it into a 503. Its cause, when there is one, is the store's own
 * exception; no stack trace is kept, since it is never logged.
 */
final class SessionStoreUnavailable extends RuntimeException {

    SessionStoreUnavailable(String message, Throwable cause) {
        super(message, cause, false, false);
    }
}
