package org.bourse.dal;

class H2TradeStoresTest extends TradeStoresContract {

    @Override
    TestDatabase database() {
        return TestDatabase.h2();
    }
}
