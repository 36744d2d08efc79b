/**
 * Primitives that isolate layers (docs/web.md): a page with no database, a one-row read, a one-row
 * write that leaves the row as it was, and a session touch.
 */
package org.bourse.web.primitive;
