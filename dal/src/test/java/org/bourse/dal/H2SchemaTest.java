package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class H2SchemaTest extends SchemaContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.h2("bourse_test");
    }
}
