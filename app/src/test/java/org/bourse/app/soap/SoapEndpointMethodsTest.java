package org.bourse.app.soap;

/** {@link SoapEndpointMethodsContract} with WSTest on CXF's JAXB binding, the default. */
class SoapEndpointMethodsTest extends SoapEndpointMethodsContract {
}
