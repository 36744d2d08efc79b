package org.bourse.trade;

import org.bourse.trade.testapp.TradeServicesTestApplication;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** The in-process services, processing orders in the request, on embedded H2. */
@SpringBootTest(classes = TradeServicesTestApplication.class, webEnvironment = SpringBootTest.WebEnvironment.NONE)
class InProcessH2TradeServicesTest extends TradeServicesContract {

    @Autowired
    TradeServices services;

    @Override
    TradeServices services() {
        return services;
    }
}
