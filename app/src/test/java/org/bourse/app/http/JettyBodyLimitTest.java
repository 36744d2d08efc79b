package org.bourse.app.http;

/** {@link BodyLimitContract} on Jetty. */
@OnJetty
class JettyBodyLimitTest extends BodyLimitContract {
}
