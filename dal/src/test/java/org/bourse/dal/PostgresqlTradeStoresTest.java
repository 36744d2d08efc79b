package org.bourse.dal;

class PostgresqlTradeStoresTest extends TradeStoresContract {

    @Override
    TestDatabase database() {
        return TestDatabase.postgresql();
    }
}
