/**
 * The one interface a database implements ({@link org.bourse.dal.spi.Database}): its dialect, its
 * population writer and the stores or writers it does differently. The per-database packages depend on
 * this package and on the portable ones; nothing portable depends on them.
 */
package org.bourse.dal.spi;
