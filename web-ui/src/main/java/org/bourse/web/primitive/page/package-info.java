/**
 * Pages without a database: DayTrader's PingHtml (a static file), PingJsp and PingJspEL (a template, the
 * second evaluating expressions) and PingServlet2Jsp (a controller handing a model to a template), here
 * Spring MVC and Thymeleaf at DayTrader's paths; and Bourse's {@code /primitive/ping} (Spring MVC, a few
 * bytes of text).
 */
package org.bourse.web.primitive.page;
