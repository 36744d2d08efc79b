package org.bourse.app.sessions;

/**
 * What to do with the store's connection when a call to it timed out: Redis' one shared connection is dropped,
 * so that the next call opens a new one, by name. A connection whose Redis vanished without closing it (a
 * killed container's address, a failed host) otherwise stays open and fails every call with a timeout until the
 * kernel gives up on it, about 15 minutes; Lettuce reconnects only a connection it sees closed. The JDBC store
 * needs nothing: the pool validates a connection before lending it.
 */
@FunctionalInterface
interface StaleConnection {

    StaleConnection NONE = () -> { };

    void drop();
}
