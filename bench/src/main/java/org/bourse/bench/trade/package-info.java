/**
 * The Trade workloads: the published web script, DayTrader's {@code /scenario} driver and the Trade 6.1
 * SOAP services. All of them change Trade data, so the launcher checks the server's run statistics and
 * invariants after them.
 */
package org.bourse.bench.trade;
