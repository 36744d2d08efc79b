/**
 * The Trade services over the database: one small class per capability (quotes, accounts, trading,
 * market summary, administration), the order flows (sync, async, and the request side of broker), and
 * their wiring.
 */
package org.bourse.trade.inprocess;
