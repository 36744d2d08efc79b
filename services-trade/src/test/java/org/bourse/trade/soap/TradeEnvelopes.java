package org.bourse.trade.soap;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

/**
 * Trade 6.1 request envelopes as clients send them (raw text, empty SOAPAction): the operation
 * element in the Trade namespace, each child qualified through the default namespace.
 */
final class TradeEnvelopes {

    static final String NS = "http://trade.samples.websphere.ibm.com";
    static final String PATH = "/services/TradeWSServices";
    static final String SOAP_ACTION = "\"\"";
    static final String ADMIN_USER = "admin";
    static final String ADMIN_PASSWORD = "envelope-test-admin-secret";
    /**
     * The server the SOAP tests share (one Spring test context): an admin password, and a market
     * summary recomputed on every call so that it matches the quotes as they are.
     */
    static final String ADMIN_PASSWORD_SETTING = "bourse.admin.password=" + ADMIN_PASSWORD;
    static final String FRESH_MARKET_SUMMARY = "bourse.trade.market-summary-interval=0";

    private TradeEnvelopes() {
    }

    static String envelope(String bodyContent) {
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
                + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">"
                + "<soapenv:Body>" + bodyContent + "</soapenv:Body></soapenv:Envelope>";
    }

    /**
     * {@code <operation>} with children given as name, value, name, value…; a null value is sent as
     * {@code xsi:nil="true"}. Values are written as given (escape them if they must be).
     */
    static String op(String operation, String... children) {
        return envelope(element(operation, children));
    }

    static String element(String operation, String... children) {
        StringBuilder b = new StringBuilder("<").append(operation).append(" xmlns=\"").append(NS).append("\">");
        for (int k = 0; k + 1 < children.length; k += 2) {
            String name = children[k];
            String value = children[k + 1];
            if (value == null) {
                b.append('<').append(name).append(" xsi:nil=\"true\"/>");
            } else {
                b.append('<').append(name).append('>').append(value).append("</").append(name).append('>');
            }
        }
        return b.append("</").append(operation).append('>').toString();
    }

    static String basic(String user, String password) {
        return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    static String adminAuthorization() {
        return basic(ADMIN_USER, ADMIN_PASSWORD);
    }
}
