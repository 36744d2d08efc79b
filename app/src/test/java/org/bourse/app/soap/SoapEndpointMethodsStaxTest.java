package org.bourse.app.soap;

import org.bourse.wstest.StaxBinding;

/** {@link SoapEndpointMethodsContract} with WSTest on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class SoapEndpointMethodsStaxTest extends SoapEndpointMethodsContract {
}
