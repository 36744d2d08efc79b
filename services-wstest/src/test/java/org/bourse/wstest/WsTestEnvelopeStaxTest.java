package org.bourse.wstest;

import org.bourse.wstest.stax.WsTestStax;

/** {@link WsTestEnvelopeContract} on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class WsTestEnvelopeStaxTest extends WsTestEnvelopeContract {

    @Override
    Class<?> dataBinding() {
        return WsTestStax.dataBinding().getClass();
    }
}
