/**
 * The selection point: {@link org.bourse.dal.selection.Databases} maps the {@link org.bourse.dal.Vendor}
 * to its database's package, and the data-access beans are built from that one choice.
 */
package org.bourse.dal.selection;
