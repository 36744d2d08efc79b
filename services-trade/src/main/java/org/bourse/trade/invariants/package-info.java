/**
 * The invariant check of this node's database as a service ({@link org.bourse.trade.invariants.DatabaseInvariants}),
 * so that the web tier reports it without touching the database.
 */
package org.bourse.trade.invariants;
