package org.bourse.dal;

import org.bourse.testing.databases.ServerDatabase;
class H2PopulationTest extends PopulationContract {

    @Override
    ServerDatabase database() {
        return ServerDatabase.h2("bourse_population_test");
    }

    @Override
    Vendor vendor() {
        return Vendor.H2;
    }
}
