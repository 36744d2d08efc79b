package org.bourse.bench.trade;

/**
 * Trade 6.1 SOAP envelopes (docs/trade-soap.md): document/literal wrapped, every element in the Trade
 * namespace. Values are Gatling expressions ({@code #{uid}}) filled in per request.
 */
final class TradeEnvelopes {

    static final String NAMESPACE = "http://trade.samples.websphere.ibm.com";

    private TradeEnvelopes() {
    }

    static String envelope(String operation, String... namesAndValues) {
        StringBuilder b = new StringBuilder("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:t=\"" + NAMESPACE + "\"><soapenv:Body><t:" + operation + ">");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            b.append("<t:").append(namesAndValues[i]).append('>').append(namesAndValues[i + 1])
                    .append("</t:").append(namesAndValues[i]).append('>');
        }
        return b.append("</t:").append(operation).append("></soapenv:Body></soapenv:Envelope>").toString();
    }
}
