package org.bourse.wstest;

/** {@link WsTestClientContract} on CXF's JAXB binding, the default. */
class WsTestClientTest extends WsTestClientContract {
}
