package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class MariaDbTradeStoresTest extends TradeStoresContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.mariadb();
    }
}
