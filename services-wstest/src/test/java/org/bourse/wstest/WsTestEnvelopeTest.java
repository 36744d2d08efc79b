package org.bourse.wstest;

import org.apache.cxf.jaxb.JAXBDataBinding;

/** {@link WsTestEnvelopeContract} on CXF's JAXB binding, the default. */
class WsTestEnvelopeTest extends WsTestEnvelopeContract {

    @Override
    Class<?> dataBinding() {
        return JAXBDataBinding.class;
    }
}
