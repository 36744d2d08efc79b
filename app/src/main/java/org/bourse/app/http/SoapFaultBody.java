package org.bourse.app.http;

import org.springframework.web.util.HtmlUtils;

/** A SOAP 1.1 fault envelope, for refusals made before the SOAP stack sees the request. */
final class SoapFaultBody {

    private SoapFaultBody() {
    }

    /** @param clientsFault soap:Client (the request was wrong) or soap:Server (the server could not take it) */
    static String of(boolean clientsFault, String message) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<soap:Fault><faultcode>soap:" + (clientsFault ? "Client" : "Server") + "</faultcode><faultstring>"
                + HtmlUtils.htmlEscape(message)
                + "</faultstring></soap:Fault></soap:Body></soap:Envelope>";
    }
}
