package org.bourse.system;

/**
 * The scale-out test on PostgreSQL with orders processed where they are placed (the default, sync):
 * sessions in the database, then in Redis.
 */
class PostgresqlScaleOutTest extends ScaleOutContract {

    @Override
    String databaseName() {
        return "scaleout";
    }
}
