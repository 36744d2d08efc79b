package org.bourse.app.soap;

/** {@link SoapUnexpectedFailureContract} with WSTest on CXF's JAXB binding, the default. */
class SoapUnexpectedFailureTest extends SoapUnexpectedFailureContract {
}
