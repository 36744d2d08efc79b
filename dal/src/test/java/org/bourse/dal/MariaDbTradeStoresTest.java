package org.bourse.dal;

class MariaDbTradeStoresTest extends TradeStoresContract {

    @Override
    TestDatabase database() {
        return TestDatabase.mariadb();
    }
}
