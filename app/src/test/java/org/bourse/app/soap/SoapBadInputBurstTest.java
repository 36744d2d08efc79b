package org.bourse.app.soap;

/** {@link SoapBadInputBurstContract} with WSTest on CXF's JAXB binding, the default. */
class SoapBadInputBurstTest extends SoapBadInputBurstContract {
}
