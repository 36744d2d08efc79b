package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** {@link SelfHostedTlsTest} on Jetty: the same clients, the same answers, HTTP/2 and the plain port included. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettySelfHostedTlsTest extends SelfHostedTlsTest {
}
