/** Buy and sell: the order confirmation, and the confirming form a state-changing GET gets without the compatibility setting. */
package org.bourse.web.order;
