/**
 * The {@code /scenario} run statistics of a group of nodes, kept in the shared database (tables
 * {@code scenario_run}, {@code scenario_node}, {@code scenario_acknowledged}, migration V7): each node adds
 * its counts to a row of its own, the totals are their sums, and a reset starts a new run for all nodes.
 * Portable SQL only: nothing here differs between H2, PostgreSQL and MariaDB. The web tier reaches these
 * tables through the services ({@code org.bourse.trade.scenario}).
 */
package org.bourse.dal.scenario;
