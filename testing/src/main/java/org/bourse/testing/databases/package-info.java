/**
 * Test databases on the shared PostgreSQL and MariaDB servers. Each test JVM gets databases of its own,
 * created on first use and dropped when the JVM exits, so two builds on one machine (or two modules of
 * one build running at once) never empty each other's tables.
 */
package org.bourse.testing.databases;
