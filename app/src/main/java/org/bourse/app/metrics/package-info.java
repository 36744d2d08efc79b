/**
 * Request metrics cheap enough to leave on: a latency histogram per SOAP operation (a CXF interceptor
 * pair on every bus) and per HTTP request (Spring's observation filter, with SOAP requests tagged by
 * their endpoint rather than {@code UNKNOWN}), and gauges of the order backlog. Exported in Prometheus
 * format at {@code /actuator/prometheus}; histogram buckets are settings ({@code docs/operations.md}).
 */
package org.bourse.app.metrics;
