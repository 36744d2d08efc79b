package org.bourse.wstest;

/** {@link PublishedWsdlContract} on CXF's JAXB binding, the default. */
class PublishedWsdlTest extends PublishedWsdlContract {
}
