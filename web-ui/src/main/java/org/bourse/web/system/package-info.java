/**
 * What every page shares: the order-alert table, the raw sell link the load scripts parse, status
 * messages from the bundle, and the mapping of business failures to messages.
 */
package org.bourse.web.system;
