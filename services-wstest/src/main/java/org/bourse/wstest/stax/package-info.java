/**
 * The second data binding of the WSTest service ({@code bourse.wstest.binding=stax}): the five request
 * elements read and the five response elements written with StAX directly, into and from the same
 * generated wire objects the JAXB binding uses, with JAXB's bytes and JAXB's faults. Loops, not recursion,
 * however deep an EchoList nests; no reflection and no intermediate tree. {@link
 * org.bourse.wstest.stax.WsTestStax} is the one public entry: the CXF binding, and the reader and writer
 * on their own for a benchmark.
 */
package org.bourse.wstest.stax;
