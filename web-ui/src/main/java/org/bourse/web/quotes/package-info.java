/** The quotes page with its buy forms. */
package org.bourse.web.quotes;
