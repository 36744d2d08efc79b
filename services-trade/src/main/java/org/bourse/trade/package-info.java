/**
 * Trade business services (register, login, quotes, buy, sell, portfolio, account, market summary)
 * and the Trade 6.1 SOAP contract. Filled in by the Trade services issue.
 */
package org.bourse.trade;
