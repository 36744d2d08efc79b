/**
 * The database as a failing engine: the one place that decides whether a failure means the database does
 * not answer ({@link org.bourse.dal.outage.DatabaseFailures}), as against an ordinary data error, and that
 * tells this node's outages ({@link org.bourse.dal.outage.DatabaseOutage}): one WARN when the database stops
 * answering, one INFO with the count of refused requests when it answers again. Every connection is taken
 * through it; while the database is known not to answer, a request is refused at once instead of waiting for
 * the pool's connection timeout, except one probe at a time. What a client is answered meanwhile (a 503, a
 * SOAP fault) is the server's business ({@code org.bourse.app.database}); docs/operations.md, "Database
 * outages". The gate itself, refusals, probes and the two lines, is {@link org.bourse.dal.outage.EngineOutage},
 * which the session store's watch ({@code org.bourse.app.sessions}) uses too.
 */
package org.bourse.dal.outage;
