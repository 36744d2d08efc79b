/**
 * HTTP listener concerns that sit in front of every service: request body limits, and bodies that
 * arrive slowly received without holding a request thread.
 */
package org.bourse.app.http;
