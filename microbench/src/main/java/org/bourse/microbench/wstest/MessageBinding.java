package org.bourse.microbench.wstest;

import java.io.OutputStream;

/**
 * One data binding under test. Each call handles one message as the server would: it makes the StAX
 * reader or writer for it (as CXF does per message), binds the one message element, and finishes the
 * document.
 */
interface MessageBinding {

    /** @param xml one message element, UTF-8, as it stands in a SOAP Body */
    Object unmarshal(byte[] xml, WsTestMessage message) throws Exception;

    void marshal(Object value, WsTestMessage message, OutputStream out) throws Exception;
}
