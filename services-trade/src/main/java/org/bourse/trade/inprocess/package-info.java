/**
 * The Trade services over the database: one small class per capability (quotes, accounts, trading,
 * market summary, administration) and their wiring. The orders they place are processed by the flow
 * {@code org.bourse.trade.orders} picks (sync, async or broker).
 */
package org.bourse.trade.inprocess;
