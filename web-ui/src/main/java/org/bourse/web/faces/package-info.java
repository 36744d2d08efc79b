/**
 * DayTrader's JSF page family ({@code welcome.faces}, {@code tradehome.faces}, {@code quote.faces},
 * {@code portfolio.faces}, {@code account.faces}, {@code register.faces}, {@code marketSummary.faces},
 * {@code order.faces}) as DayTrader's JMeter plans drive it: the same form and field ids
 * ({@code login:uid}, {@code quotes:quotes:0:buy}, {@code portfolio:_idcl}…), the same page texts, and a
 * hidden {@code javax.faces.ViewState} input that every postback must send back. There is no JSF runtime:
 * Spring MVC controllers read the JSF field names and render Thymeleaf templates over the same page
 * components and the same login as the {@code /app} pages. Served only with
 * {@code bourse.web.daytrader-script-compatibility=true} (docs/web.md).
 */
package org.bourse.web.faces;
