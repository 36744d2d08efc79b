package org.bourse.trade.soap;

import java.util.HashMap;
import java.util.Map;

import org.apache.cxf.binding.soap.SoapBindingConstants;
import org.apache.cxf.binding.soap.SoapMessage;
import org.apache.cxf.binding.soap.interceptor.AbstractSoapInterceptor;
import org.apache.cxf.binding.soap.interceptor.EndpointSelectionInterceptor;
import org.apache.cxf.binding.soap.interceptor.ReadHeadersInterceptor;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.interceptor.OneWayProcessorInterceptor;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.message.Message;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.service.model.BindingInfo;
import org.apache.cxf.service.model.BindingOperationInfo;

/**
 * The SOAPAction headers the Trade endpoint accepts, in place of CXF's {@link SoapActionInInterceptor}.
 * The contract's own is {@code ""} for every operation (dispatch on the Body's element), and
 * Geronimo DayTrader's WSDL says the same. .NET StockTrader's WCF contract sends an action per
 * operation: the bare operation name ({@code buy}, {@code getAccountData}, {@code isOnline}) or, where
 * it declares none, WCF's default {@value #STOCKTRADER_DEFAULT}{@code <operation>}. Either form that
 * names an operation selects it, as a declared soapAction would, so a Body naming another operation is
 * refused; any other action goes to CXF's own matching, which also accepts the WS-Addressing default
 * ({@code …/TradeWSServices/<operation>}) and refuses the rest as before.
 * <p>
 * StockTrader declares {@code isOnline} one-way: with its action the call is answered
 * {@code 202 Accepted} with no body, which is what a WCF one-way client expects; with an empty action it
 * is answered {@code isOnlineResponse}, as the Trade contract has it.
 */
final class SoapActions extends AbstractSoapInterceptor {

    static final String STOCKTRADER_DEFAULT = "http://trade.samples.websphere.ibm.com/ITradeServices/";
    /** StockTrader's one action for a one-way operation. */
    static final String ONE_WAY_IS_ONLINE = "isOnline";

    private static final OneWay ONE_WAY = new OneWay();

    private final Map<String, BindingOperationInfo> operations = new HashMap<>();

    SoapActions(BindingInfo binding) {
        super(Phase.READ);
        addAfter(ReadHeadersInterceptor.class.getName());
        addAfter(EndpointSelectionInterceptor.class.getName());
        for (BindingOperationInfo operation : binding.getOperations()) {
            operations.put(operation.getName().getLocalPart(), operation);
        }
    }

    @Override
    public void handleMessage(SoapMessage message) {
        if (isRequestor(message)) {
            return;
        }
        String action = SoapActionInInterceptor.getSoapAction(message);
        if (action == null || action.isEmpty()) {
            return;
        }
        BindingOperationInfo operation = operations.get(action.startsWith(STOCKTRADER_DEFAULT)
                ? action.substring(STOCKTRADER_DEFAULT.length()) : action);
        if (operation == null) {
            SoapActionInInterceptor.getAndSetOperation(message, action);
        } else {
            Exchange exchange = message.getExchange();
            exchange.put(BindingOperationInfo.class, operation);
            if (ONE_WAY_IS_ONLINE.equals(action)) {
                message.getInterceptorChain().add(ONE_WAY);
            }
        }
        message.put(SoapBindingConstants.SOAP_ACTION, action);
    }

    /**
     * Makes the exchange one-way once the binding has read the request (reading it sets one-way from the
     * contract, where isOnline answers), before CXF's one-way processing. Robust: the call still runs on
     * this thread and a fault still reaches the caller; otherwise the answer is an empty 202.
     */
    private static final class OneWay extends AbstractPhaseInterceptor<Message> {

        OneWay() {
            super(Phase.PRE_LOGICAL);
            addBefore(OneWayProcessorInterceptor.class.getName());
        }

        @Override
        public void handleMessage(Message message) {
            message.getExchange().setOneWay(true);
            message.put(Message.ROBUST_ONEWAY, Boolean.TRUE);
        }
    }
}
