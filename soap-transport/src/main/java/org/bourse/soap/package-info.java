/**
 * The SOAP transport shared by every service module: the CXF bus and the servlet that mounts it at
 * {@code bourse.soap.path}. Services publish their endpoints on the {@link org.apache.cxf.Bus} bean.
 * On the bus: the one fault log, the answer to anything but a POST, and clear faults for an empty Body or
 * a value not of its type. Around every CXF servlet: JAXB's per-request scope. Spring Security's filter
 * passes the CXF servlets by (the endpoints guard themselves): that is decided in
 * {@code org.bourse.app.security}. See docs/request-path.md.
 */
package org.bourse.soap;
