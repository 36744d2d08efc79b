package org.bourse.app.soap;

/** {@link SoapBadInputLogContract} with WSTest on CXF's JAXB binding, the default. */
class SoapBadInputLogTest extends SoapBadInputLogContract {
}
