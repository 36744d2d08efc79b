/**
 * XML Schema types as the generated SOAP wire types bind them. Both WSDLs' code generation
 * ({@code xml-types/src/codegen/strict-numbers.xml}) binds every xsd:int, xsd:float and
 * xsd:double through these adapters, so a number that does not fit its type is refused with an
 * unmarshalling error instead of arriving wrapped (JAXB's own xsd:int reader overflows silently).
 */
package org.bourse.xml;
