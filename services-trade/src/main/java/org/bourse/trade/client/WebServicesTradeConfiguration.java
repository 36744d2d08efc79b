package org.bourse.trade.client;

import java.util.Map;

import javax.xml.namespace.QName;

import org.apache.cxf.Bus;
import org.apache.cxf.configuration.security.AuthorizationPolicy;
import org.apache.cxf.endpoint.Client;
import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.apache.cxf.transport.http.HTTPConduit;
import org.apache.cxf.transports.http.configuration.ConnectionType;
import org.apache.cxf.transports.http.configuration.HTTPClientPolicy;
import org.bourse.trade.AdminAccount;
import org.bourse.trade.ConditionalOnTradeAccess;
import org.bourse.trade.TradeServices;
import org.bourse.trade.TradeSettings;
import org.bourse.trade.wire.TradeWSServices;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Access mode {@code web-services}: the {@link TradeServices} bean calls the Trade SOAP endpoint at
 * {@code bourse.trade.services-url} instead of the database (the in-process configuration steps aside,
 * and this node publishes no Trade endpoint of its own).
 */
@Configuration(proxyBeanMethods = false)
class WebServicesTradeConfiguration {

    static final String NAMESPACE = "http://trade.samples.websphere.ibm.com";
    static final String WSDL = "classpath:wsdl/TradeServices.wsdl";
    /** A trusted server's answers may be large: getAllQuotes lists every quote (100,000 in the big runs). */
    static final int MAX_CHILD_ELEMENTS = 10_000_000;

    @Bean
    @ConditionalOnTradeAccess(TradeSettings.Mode.WEB_SERVICES)
    TradeServices webServicesTradeServices(Bus bus, TradeSettings access, AdminAccount admin) {
        TradeWSServices port = port(bus, access, access.servicesReceiveTimeout().toMillis(), null);
        TradeWSServices adminPort = port(bus, access, access.servicesAdminTimeout().toMillis(),
                admin.enabled() ? admin : null);
        return new SoapTradeServices(port, adminPort, new RemoteFaults(access.servicesUrl()));
    }

    /** A client port: HTTP/1.1 keep-alive, no chunking (the requests are small), the given timeouts. */
    static TradeWSServices port(Bus bus, TradeSettings access, long receiveTimeoutMillis, AdminAccount credentials) {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(TradeWSServices.class);
        factory.setWsdlURL(WSDL);
        factory.setServiceName(new QName(NAMESPACE, "Trade"));
        factory.setEndpointName(new QName(NAMESPACE, "TradeWSServices"));
        factory.setAddress(access.servicesUrl().toString());
        factory.setProperties(Map.of("org.apache.cxf.stax.maxChildElements", MAX_CHILD_ELEMENTS));
        TradeWSServices port = (TradeWSServices) factory.create();

        Client client = ClientProxy.getClient(port);
        HTTPConduit conduit = (HTTPConduit) client.getConduit();
        HTTPClientPolicy policy = new HTTPClientPolicy();
        policy.setConnectionTimeout(access.servicesConnectTimeout().toMillis());
        policy.setReceiveTimeout(receiveTimeoutMillis);
        policy.setConnection(ConnectionType.KEEP_ALIVE);
        policy.setAllowChunking(false);
        policy.setVersion("1.1");
        conduit.setClient(policy);
        if (credentials != null) {
            AuthorizationPolicy basic = new AuthorizationPolicy();
            basic.setAuthorizationType("Basic");
            basic.setUserName(credentials.user());
            basic.setPassword(credentials.password());
            conduit.setAuthorization(basic);
        }
        return port;
    }
}
