package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class H2TradeStoresTest extends TradeStoresContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.h2("bourse_test");
    }
}
