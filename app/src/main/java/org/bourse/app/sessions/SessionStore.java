package org.bourse.app.sessions;

/** The values of {@code bourse.sessions.store}. */
enum SessionStore {
    /** The servlet container's own sessions, in this node's memory: lost with the node. */
    MEMORY,
    /** Spring Session JDBC on the application's database (tables from migration V6). */
    JDBC,
    /** Spring Session Data Redis, on the Redis server of {@code spring.data.redis.*}. */
    REDIS
}
