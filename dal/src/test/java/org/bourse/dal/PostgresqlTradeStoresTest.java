package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class PostgresqlTradeStoresTest extends TradeStoresContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.postgresql();
    }
}
