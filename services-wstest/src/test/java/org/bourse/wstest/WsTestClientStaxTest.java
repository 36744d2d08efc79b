package org.bourse.wstest;

/** {@link WsTestClientContract} on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class WsTestClientStaxTest extends WsTestClientContract {
}
