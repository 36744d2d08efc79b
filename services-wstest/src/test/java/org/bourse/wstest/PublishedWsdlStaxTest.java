package org.bourse.wstest;

/** {@link PublishedWsdlContract} on the StAX binding ({@code bourse.wstest.binding=stax}). */
@StaxBinding
class PublishedWsdlStaxTest extends PublishedWsdlContract {
}
