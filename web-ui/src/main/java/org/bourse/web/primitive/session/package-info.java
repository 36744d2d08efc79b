/**
 * The HTTP session: DayTrader's PingSession1 (a key set once per session), PingSession2 (a counter
 * written on every hit, the session invalidated at the fifth) and PingSession3 (an object graph of a
 * configurable size rewritten on every hit), as plain servlets; and Bourse's {@code /primitive/session}
 * (a counter, through Spring MVC).
 */
package org.bourse.web.primitive.session;
