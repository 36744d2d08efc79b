/**
 * What differs on PostgreSQL ({@link org.bourse.dal.postgresql.PostgresqlDatabase}): error states,
 * key-only RETURNING, UPDATE … RETURNING for alerts, COPY for the population and the GetOrder tables.
 */
package org.bourse.dal.postgresql;
