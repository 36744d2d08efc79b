/**
 * The {@code /scenario} run statistics shared by a group of nodes ({@code bourse.web.scenario-statistics=cluster},
 * docs/scale-out.md), as a service over the data access's shared tables ({@code org.bourse.dal.scenario}):
 * the web tier counts each node's requests in memory and reaches the tables through
 * {@link org.bourse.trade.scenario.ClusterStatistics} only.
 */
package org.bourse.trade.scenario;
