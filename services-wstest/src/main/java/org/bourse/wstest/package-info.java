/**
 * The WSTest 1.1 workload: the five SOAP operations (EchoVoid, EchoStruct, EchoList, EchoSynthetic,
 * GetOrder) served by CXF through JAX-WS from the committed {@code wsdl/WSTest.wsdl}, with explicit
 * limits on every input dimension ({@link org.bourse.wstest.WsTestLimits}).
 */
package org.bourse.wstest;
