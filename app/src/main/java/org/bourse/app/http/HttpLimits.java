package org.bourse.app.http;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * @param maxRequestBody largest request body accepted on any path. Neither Tomcat nor CXF caps a
 *                       {@code text/xml} body by itself. The default fits the largest legal WSTest
 *                       request (a 1 MiB Barray is about 1.4 MB of base64) with room to spare.
 */
@ConfigurationProperties("bourse.http")
record HttpLimits(@DefaultValue("2MB") DataSize maxRequestBody) {

    HttpLimits {
        if (maxRequestBody.toBytes() <= 0) {
            throw new IllegalArgumentException("bourse.http.max-request-body must be positive");
        }
    }
}
