package org.bourse.wstest;

/** {@link WsTestLimitSettingsContract} on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class WsTestLimitSettingsStaxTest extends WsTestLimitSettingsContract {
}
