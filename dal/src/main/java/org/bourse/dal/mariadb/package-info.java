/** What differs on MariaDB: vendor error codes and UTC DATETIME binding. */
package org.bourse.dal.mariadb;
