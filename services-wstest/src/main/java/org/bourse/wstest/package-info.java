/**
 * The WSTest 1.1 workload: the five SOAP operations (EchoVoid, EchoStruct, EchoList, EchoSynthetic,
 * GetOrder) served by CXF through JAX-WS from the committed {@code wsdl/WSTest.wsdl}, with explicit
 * limits on every input dimension ({@link org.bourse.wstest.WsTestLimits}). GetOrder's order comes
 * from an {@link org.bourse.wstest.OrderSource} chosen at start-up: built in memory, as in the
 * reference kits, or read from the database through {@code org.bourse.dal.wstest}
 * ({@link org.bourse.wstest.WsTestSettings}). The messages are bound by CXF's JAXB binding or by the
 * StAX one of {@code org.bourse.wstest.stax} ({@link org.bourse.wstest.WsTestBinding}).
 */
package org.bourse.wstest;
