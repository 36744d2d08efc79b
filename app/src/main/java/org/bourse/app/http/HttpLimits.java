package org.bourse.app.http;

import java.time.Duration;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * @param maxRequestBody    largest request body accepted on any path. Neither Tomcat nor CXF caps a
 *                          {@code text/xml} body by itself. The default fits the largest legal WSTest
 *                          request (a 1 MiB Barray is about 1.4 MB of base64) with room to spare.
 * @param bodyTimeout       longest a request body may take to arrive once its headers have: a body
 *                          still incomplete then is refused with 408. Bodies that are not there with
 *                          their headers are received without holding a request thread, so this bounds
 *                          how long a slow client keeps a connection and its bytes, not a thread.
 * @param pendingBodyMemory most memory held by all the bodies being received that way at once; a body
 *                          that would need more is refused with 503. At least one largest body.
 */
@ConfigurationProperties("bourse.http")
record HttpLimits(@DefaultValue("2MB") DataSize maxRequestBody,
                  @DefaultValue("30s") Duration bodyTimeout,
                  @DefaultValue("64MB") DataSize pendingBodyMemory) {

    HttpLimits {
        // A body is held in one array, so the cap must leave room for the byte that shows a body went over it.
        if (maxRequestBody.toBytes() <= 0 || maxRequestBody.toBytes() >= Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("bourse.http.max-request-body must be positive and below 2GB, was "
                    + maxRequestBody);
        }
        if (bodyTimeout.toMillis() <= 0) {
            throw new IllegalArgumentException("bourse.http.body-timeout must be at least 1ms, was " + bodyTimeout);
        }
        if (pendingBodyMemory.toBytes() < maxRequestBody.toBytes()) {
            throw new IllegalArgumentException("bourse.http.pending-body-memory (" + pendingBodyMemory
                    + ") must hold at least one bourse.http.max-request-body (" + maxRequestBody + ")");
        }
    }
}
