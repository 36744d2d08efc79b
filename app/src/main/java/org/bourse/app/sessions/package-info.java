/**
 * Where web sessions live ({@code bourse.sessions.store}): in this node's memory (the servlet container's
 * sessions, the default), in the shared database (Spring Session JDBC) or in Redis (Spring Session Data
 * Redis). With a shared store any node of a balanced group serves any logged-in user, and a node lost
 * loses no session. This package is the one place that chooses; nothing else knows which store is used.
 * It also decides what a failing store costs: a 503 with {@code Retry-After} for the requests that need a
 * session, at most one wait for the store per request, and one log line when it fails and one when it
 * answers again.
 */
package org.bourse.app.sessions;
