package org.bourse.app.soap;

import org.bourse.wstest.StaxBinding;

/** {@link SoapUnexpectedFailureContract} with WSTest on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class SoapUnexpectedFailureStaxTest extends SoapUnexpectedFailureContract {
}
