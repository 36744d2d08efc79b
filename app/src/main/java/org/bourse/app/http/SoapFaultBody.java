package org.bourse.app.http;

import org.springframework.web.util.HtmlUtils;

/** A SOAP 1.1 client fault envelope, for refusals made before the SOAP stack sees the request. */
final class SoapFaultBody {

    private SoapFaultBody() {
    }

    static String client(String message) {
        return "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>"
                + "<soap:Fault><faultcode>soap:Client</faultcode><faultstring>"
                + HtmlUtils.htmlEscape(message)
                + "</faultstring></soap:Fault></soap:Body></soap:Envelope>";
    }
}
