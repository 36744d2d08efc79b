/**
 * The servlet container alone: DayTrader's PingServlet (a dynamic page written to the output stream, also
 * at {@code /drive/PingServlet}), PingServletWriter (the same through the writer), PingServlet2Servlet (a
 * forward to a second servlet) and PingServlet2Include (an include of one), as plain servlets.
 */
package org.bourse.web.primitive.servlet;
