/** The portfolio page with its sell links. */
package org.bourse.web.portfolio;
