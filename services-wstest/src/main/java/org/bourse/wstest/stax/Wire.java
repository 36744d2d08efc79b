package org.bourse.wstest.stax;

import javax.xml.XMLConstants;

/** The namespaces of the WSTest messages, shared by the reader and the writer. */
final class Wire {

    /** Every element of the WSTest messages is in this namespace ({@code elementFormDefault="qualified"}). */
    static final String NS = "uri:WSTestWeb-TestService";
    static final String XSI = XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI;

    private Wire() {
    }
}
