package org.bourse.dal;

class H2InvariantCheckTest extends InvariantCheckContract {

    @Override
    TestDatabase database() {
        // An in-memory database of its own, apart from the schema tests' one.
        return new TestDatabase("h2", "jdbc:h2:mem:bourse_invariants;DB_CLOSE_DELAY=-1", "sa", "");
    }
}
