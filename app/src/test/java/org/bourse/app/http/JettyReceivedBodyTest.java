package org.bourse.app.http;

/** {@link ReceivedBodyContract} on Jetty. */
@OnJetty
class JettyReceivedBodyTest extends ReceivedBodyContract {
}
