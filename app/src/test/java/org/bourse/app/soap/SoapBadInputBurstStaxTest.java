package org.bourse.app.soap;

import org.bourse.wstest.StaxBinding;

/** {@link SoapBadInputBurstContract} with WSTest on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class SoapBadInputBurstStaxTest extends SoapBadInputBurstContract {
}
