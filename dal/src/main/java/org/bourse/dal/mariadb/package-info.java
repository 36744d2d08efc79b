/**
 * What differs on MariaDB ({@link org.bourse.dal.mariadb.MariaDbDatabase}): vendor error codes, UTC
 * DATETIME binding (for statements and bulk writes alike), TRUNCATE with foreign-key checks off.
 */
package org.bourse.dal.mariadb;
