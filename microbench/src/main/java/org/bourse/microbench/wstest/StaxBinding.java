package org.bourse.microbench.wstest;

import java.io.OutputStream;

import org.bourse.wstest.stax.WsTestStax;

/** The StAX binding written for the WSTest types (issue 31, item 2), on the readers and writers CXF makes. */
final class StaxBinding implements MessageBinding {

    @Override
    public Object unmarshal(byte[] xml, WsTestMessage message) throws Exception {
        return CxfStreams.read(xml, WsTestStax::read);
    }

    @Override
    public void marshal(Object value, WsTestMessage message, OutputStream out) throws Exception {
        CxfStreams.write(out, writer -> WsTestStax.write(value, writer));
    }
}
