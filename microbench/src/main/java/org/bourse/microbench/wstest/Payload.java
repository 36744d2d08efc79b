package org.bourse.microbench.wstest;

/**
 * One benchmark input: a message element as a wire object and as the bytes the server's JAXB binding
 * reads and writes for it (UTF-8, the SOAP Body's child alone).
 */
record Payload(String name, WsTestMessage message, Object value, byte[] xml) {
}
