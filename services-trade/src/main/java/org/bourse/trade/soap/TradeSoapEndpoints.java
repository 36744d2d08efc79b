package org.bourse.trade.soap;

import java.util.HashMap;
import java.util.List;

import org.apache.cxf.Bus;
import org.apache.cxf.binding.soap.interceptor.SoapActionInInterceptor;
import org.apache.cxf.databinding.DataBinding;
import org.apache.cxf.endpoint.Endpoint;
import org.apache.cxf.interceptor.Interceptor;
import org.apache.cxf.jaxb.JAXBDataBinding;
import org.apache.cxf.jaxws.EndpointImpl;
import org.apache.cxf.logging.FaultListener;
import org.apache.cxf.message.Message;
import org.bourse.trade.AdminAccount;
import org.bourse.trade.ConditionalOnTradeAccess;
import org.bourse.trade.TradeServices;
import org.bourse.trade.TradeSettings;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Publishes the Trade 6.1 SOAP services at {@value #ADDRESS} under the application's SOAP path
 * (default {@code /services/TradeWSServices}; {@code ?wsdl} serves the committed WSDL). Only with the
 * in-process services: a node in web-services access mode calls another node's endpoint and serves
 * none itself, so it can never forward to itself. The same endpoint answers the other clients of the
 * Trade lineage: .NET StockTrader's SOAPActions ({@link SoapActions}) and requests in Geronimo
 * DayTrader's namespace ({@link GeronimoNamespace}).
 */
@Configuration(proxyBeanMethods = false)
// No web server (an order-processor-only node): nothing to publish, and no WSDL to read at start-up.
@ConditionalOnWebApplication
@ConditionalOnTradeAccess(TradeSettings.Mode.IN_PROCESS)
@EnableConfigurationProperties(TradeSoapLimits.class)
class TradeSoapEndpoints {

    static final String ADDRESS = "/TradeWSServices";

    @Bean(destroyMethod = "stop")
    EndpointImpl tradeSoapEndpoint(Bus bus, TradeServices trade, AdminAccount admin, TradeSoapLimits limits) {
        EndpointImpl endpoint = new EndpointImpl(bus, new TradeSoapEndpoint(trade, new AdminGuard(admin), new WireBeans()));
        endpoint.setProperties(new HashMap<>(limits.asEndpointProperties()));
        endpoint.getOutFaultInterceptors().add(new TradeFaults());
        endpoint.getInInterceptors().add(new GeronimoNamespace.In());
        endpoint.getOutInterceptors().add(new GeronimoNamespace.Out());
        endpoint.publish(ADDRESS);
        withStockTraderActions(endpoint);
        withoutReflectiveEscaping(endpoint);
        return endpoint;
    }

    /** StockTrader's SOAPActions ({@link SoapActions}) are matched in place of CXF's own matching. */
    private static void withStockTraderActions(EndpointImpl endpoint) {
        Endpoint published = endpoint.getServer().getEndpoint();
        List<Interceptor<? extends Message>> in = published.getBinding().getInInterceptors();
        in.removeIf(SoapActionInInterceptor.class::isInstance);
        in.add(new SoapActions(published.getEndpointInfo().getBinding()));
    }

    /**
     * How the Trade services' refusals are logged. Not registered on the endpoint: the bus's SOAP fault
     * log (org.bourse.soap) picks up every {@link FaultListener} bean and asks it first.
     */
    @Bean
    FaultListener tradeFaultLogging() {
        return new FaultLogging();
    }

    /**
     * CXF hands JAXB a character escape handler behind a reflective proxy, so every text node written
     * goes through {@code Method.invoke}; without one, JAXB's UTF-8 writer escapes {@code & < >} with
     * its own tables: the same bytes, minus the reflection (as for WSTest).
     */
    private static void withoutReflectiveEscaping(EndpointImpl endpoint) {
        DataBinding binding = endpoint.getServer().getEndpoint().getService().getDataBinding();
        if (binding instanceof JAXBDataBinding jaxb) {
            jaxb.setEscapeHandler(null);
        }
    }
}
