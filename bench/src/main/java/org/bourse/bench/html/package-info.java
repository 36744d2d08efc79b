/** Rendering the kit's HTML pages from their templates. */
package org.bourse.bench.html;
