/**
 * The server under test as the kit's own requests see it (not the load's): its URL as the options take it,
 * how its certificate is trusted, who answers before a run, the settings it reports, and the admin's reset
 * and run check around a Trade run, "nothing lost" (I6) included. Shared by {@code bench/load} and
 * {@code bench/compare}.
 */
package org.bourse.bench.server;
