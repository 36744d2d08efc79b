package org.bourse.trade.soap;

import java.util.LinkedHashMap;
import java.util.Map;

import org.bourse.trade.TradeException;
import org.w3c.dom.Element;

/**
 * What Bourse adds to a Trade SOAP fault so that a Bourse client can rethrow the same failure: one
 * {@code <tf:tradeFault xmlns:tf="urn:bourse:trade-fault">} element in the fault's {@code <detail>},
 * whose text is the simple name of the {@link TradeException} class ({@code UnknownUser},
 * {@code HoldingNotFound}, … or {@code TradeException} itself), and whose attributes carry the values
 * the exception was built from ({@code userID}, {@code symbol}, {@code holdingID}, {@code orderID},
 * {@code problem}, {@code needed}), so that the client rebuilds it from typed values rather than by
 * reading them back out of the message. The fault string is the exception's message, unchanged. Other
 * clients may ignore the detail: the Trade 6.1 WSDL declares no faults.
 */
public final class TradeFaultDetail {

    public static final String NAMESPACE = "urn:bourse:trade-fault";
    public static final String ELEMENT = "tradeFault";

    public static final String USER_ID = "userID";
    public static final String SYMBOL = "symbol";
    public static final String HOLDING_ID = "holdingID";
    public static final String ORDER_ID = "orderID";
    /** What is wrong with an order ({@code does not exist}, {@code is not open (closed)}). */
    public static final String PROBLEM = "problem";
    /** The amount a buy needed, as a plain decimal. */
    public static final String NEEDED = "needed";

    private TradeFaultDetail() {
    }

    public static String reasonOf(TradeException e) {
        return e.getClass().getSimpleName();
    }

    /** The attributes the detail carries for {@code e}, in a stable order (none for most reasons). */
    public static Map<String, String> valuesOf(TradeException e) {
        Map<String, String> values = new LinkedHashMap<>();
        if (e instanceof TradeException.UnknownUser u) {
            values.put(USER_ID, u.userId());
        } else if (e instanceof TradeException.LoginFailed l) {
            values.put(USER_ID, l.userId());
        } else if (e instanceof TradeException.DuplicateUser d) {
            values.put(USER_ID, d.userId());
        } else if (e instanceof TradeException.UnknownSymbol s) {
            values.put(SYMBOL, s.symbol());
        } else if (e instanceof TradeException.HoldingNotFound h) {
            if (h.userId() != null) {
                values.put(USER_ID, h.userId());
            }
            values.put(HOLDING_ID, Long.toString(h.holdingId()));
        } else if (e instanceof TradeException.OrderNotFound o) {
            values.put(ORDER_ID, Long.toString(o.orderId()));
            values.put(PROBLEM, o.why());
        } else if (e instanceof TradeException.InsufficientFunds f) {
            values.put(USER_ID, f.userId());
            values.put(NEEDED, f.needed().toPlainString());
        }
        values.values().removeIf(v -> v == null);
        return values;
    }

    /** Appends the {@code tf:tradeFault} element for {@code e} to a fault's {@code detail}. */
    public static void appendTo(Element detail, TradeException e) {
        Element reason = detail.getOwnerDocument().createElementNS(NAMESPACE, "tf:" + ELEMENT);
        valuesOf(e).forEach(reason::setAttribute);
        reason.setTextContent(reasonOf(e));
        detail.appendChild(reason);
    }
}
