package org.bourse.wstest;

/** {@link WsTestBadInputContract} on CXF's JAXB binding, the default. */
class WsTestBadInputTest extends WsTestBadInputContract {
}
