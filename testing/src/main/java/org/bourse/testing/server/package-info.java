/**
 * The packaged server as a real process, for the tests that must see what a user sees: start, readiness,
 * {@code kill -9}, restart on the same data, graceful stop.
 */
package org.bourse.testing.server;
