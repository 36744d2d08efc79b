/** Any server, any request: the {@code http} workload, one request (a path, or a raw HTTP request file) sent over and over. */
package org.bourse.bench.http;
