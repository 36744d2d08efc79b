package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class H2InvariantCheckTest extends InvariantCheckContract {

    @Override
    ServerDatabase database() {
        // An in-memory database of its own, apart from the schema tests' one.
        return ServerDatabase.h2("bourse_invariants");
    }
}
