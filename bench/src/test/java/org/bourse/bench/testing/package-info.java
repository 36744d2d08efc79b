/**
 * What the kit's tests share: the commands run as the scripts run them (a JVM of their own), small servers
 * that answer, stall or speak TLS on loopback, and Chromium for the report.
 */
package org.bourse.bench.testing;
