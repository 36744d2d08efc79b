package org.bourse.dal;

class H2SchemaTest extends SchemaContract {

    @Override
    TestDatabase database() {
        return TestDatabase.h2();
    }
}
