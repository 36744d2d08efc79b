/** What differs on PostgreSQL: error states, key-only RETURNING, UPDATE … RETURNING for alerts, COPY for bulk loads. */
package org.bourse.dal.postgresql;
