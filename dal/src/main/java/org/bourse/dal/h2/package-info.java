/** What differs on H2, the embedded default: error codes only; the portable SQL runs as written. */
package org.bourse.dal.h2;
