package org.bourse.trade.soap;

import org.bourse.trade.TradeException;

/**
 * What Bourse adds to a Trade SOAP fault so that a Bourse client can rethrow the same failure: one
 * {@code <tf:tradeFault xmlns:tf="urn:bourse:trade-fault">} element in the fault's {@code <detail>},
 * whose text is the simple name of the {@link TradeException} class ({@code UnknownUser},
 * {@code HoldingNotFound}, … or {@code TradeException} itself). The fault string is the exception's
 * message, unchanged. Other clients may ignore the detail: the Trade 6.1 WSDL declares no faults.
 */
public final class TradeFaultDetail {

    public static final String NAMESPACE = "urn:bourse:trade-fault";
    public static final String ELEMENT = "tradeFault";

    private TradeFaultDetail() {
    }

    public static String reasonOf(TradeException e) {
        return e.getClass().getSimpleName();
    }
}
