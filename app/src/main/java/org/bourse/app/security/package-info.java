/**
 * Where Spring Security's filter runs, for every request: Spring Boot's registration of it is switched
 * off by its bean name and replaced by one that lets a request with a plain URI pass straight on when its
 * servlet is a CXF servlet (the SOAP endpoints guard themselves) or, for any other servlet, when no
 * security chain matches it (DayTrader's primitives); everything else, and every error page, goes
 * through Spring Security as before. The chains themselves (what is secured, and how) are the web
 * tier's ({@code org.bourse.web.security}). See docs/request-path.md.
 */
package org.bourse.app.security;
