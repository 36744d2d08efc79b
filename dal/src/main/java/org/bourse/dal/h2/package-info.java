/**
 * What differs on H2, the embedded default ({@link org.bourse.dal.h2.H2Database}): error codes, the
 * isolation level of a snapshot of the whole database, TRUNCATE for a reset, and commits written before they return ({@code WRITE_DELAY=0}, {@code bourse.h2.*}); the
 * portable SQL runs as written.
 */
package org.bourse.dal.h2;
