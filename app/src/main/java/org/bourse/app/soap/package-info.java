/**
 * The SOAP transport shared by every service module: the CXF bus and the servlet that mounts it at
 * {@code bourse.soap.path}. Services publish their endpoints on the {@link org.apache.cxf.Bus} bean.
 * Around every CXF servlet: JAXB's per-request scope, and no Spring Security filter (the endpoints guard
 * themselves).
 */
package org.bourse.app.soap;
