/**
 * The WSTest 1.1 workload: the five SOAP operations (EchoVoid, EchoStruct, EchoList, EchoSynthetic,
 * GetOrder) served by CXF through JAX-WS from the committed {@code wsdl/WSTest.wsdl}, with explicit
 * limits on every input dimension ({@link org.bourse.wstest.WsTestLimits}). GetOrder's order comes
 * from an {@link org.bourse.wstest.OrderSource} chosen at start-up: built in memory, as in the
 * reference kits, or read from the database through {@code org.bourse.dal.wstest}
 * ({@link org.bourse.wstest.GetOrderSettings}).
 */
package org.bourse.wstest;
