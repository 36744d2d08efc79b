package org.bourse.app.soap;

import org.bourse.wstest.StaxBinding;

/** {@link SoapBadInputLogContract} with WSTest on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class SoapBadInputLogStaxTest extends SoapBadInputLogContract {
}
