/**
 * Request metrics cheap enough to leave on: a latency histogram per SOAP operation (a CXF interceptor
 * pair on every bus) and per HTTP request (Spring's observation filter for every servlet but the CXF
 * ones, whose requests a leaner filter records in the same timer with the same tags, {@code SoapRequestTimer};
 * SOAP requests are tagged by their endpoint rather than {@code UNKNOWN}), and gauges of the order backlog.
 * Exported in Prometheus format at {@code /actuator/prometheus}; histogram buckets are settings
 * ({@code docs/operations.md}).
 */
package org.bourse.app.metrics;
