/**
 * Asynchronous servlets, DayTrader's PingServlet30Async (async context, blocking read of the body),
 * PingServlet31Async (non-blocking read and non-blocking write) and PingServlet31AsyncRead (non-blocking
 * read, then one write), each answering a page that echoes the request body, HTML-escaped. Bodies are
 * bounded by the server's request-body cap ({@code bourse.http.max-request-body}) before they get here.
 */
package org.bourse.web.primitive.async;
