package org.bourse.wstest;

/** {@link WsTestLimitSettingsContract} on CXF's JAXB binding, the default. */
class WsTestLimitSettingsTest extends WsTestLimitSettingsContract {
}
