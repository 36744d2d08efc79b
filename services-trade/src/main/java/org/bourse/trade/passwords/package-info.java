/** Password hashing: the encoder and its settings, shared by registration, login and population. */
package org.bourse.trade.passwords;
