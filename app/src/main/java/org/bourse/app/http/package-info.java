/**
 * HTTP listener concerns that sit in front of every service: request body limits, bodies that arrive
 * slowly received without holding a request thread, and the 503 a request gets when an engine it needs does
 * not answer ({@link org.bourse.app.http.UnavailableAnswer}).
 */
package org.bourse.app.http;
