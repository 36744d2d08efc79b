/**
 * The Trade invariant checks (I1–I8, see {@code docs/invariants.md}): each is one SQL query returning
 * the rows that violate it, run on demand after load, fault and concurrency tests through
 * {@link org.bourse.dal.invariants.InvariantCheck}. Only the check, its results and its exception are
 * public; the queries and their rendering stay package-private so they can change with the schema.
 */
package org.bourse.dal.invariants;
