package org.bourse.app.listener;

import org.springframework.test.context.TestPropertySource;

/** {@link SelfHostedModeTest} on Jetty. */
@TestPropertySource(properties = "bourse.listener.container=jetty")
class JettySelfHostedModeTest extends SelfHostedModeTest {
}
