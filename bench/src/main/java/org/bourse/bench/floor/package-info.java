/**
 * The container floor: the servlet container Bourse runs on (Tomcat, or Jetty, the other one Spring Boot 4
 * offers), alone, answering each WSTest request with the exact bytes Bourse answered it with, captured from a
 * running Bourse at start-up. What it costs per request is what the stack costs before any SOAP work: reading
 * the request, one servlet call, writing the response. Started by {@code bench/floor}; measured beside Bourse
 * and the peer by {@code bench/listener/run.sh} (docs/benchmarks/wstest.md, "The container floor").
 */
package org.bourse.bench.floor;
