package org.bourse.system;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * A Trade 6.1 SOAP client over plain HTTP (docs/trade-soap.md): the envelopes any client of the contract
 * sends to {@code /services/TradeWSServices}, and the answers read as XML. A SOAP fault is a
 * {@link Fault}; no answer at all (the server died) an {@link IOException}.
 */
final class TradeSoap {

    private static final String NAMESPACE = "http://trade.samples.websphere.ibm.com";

    private final Supplier<String> baseUrl;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    /** @param baseUrl the server's address, asked on every call (it changes when the server is restarted) */
    TradeSoap(Supplier<String> baseUrl) {
        this.baseUrl = baseUrl;
    }

    /** An order as a reply described it, or as the server lists it. */
    record PlacedOrder(long id, String type, String symbol, BigDecimal quantity) {

        boolean sameAs(PlacedOrder other) {
            return other != null && id == other.id && type.equals(other.type) && symbol.equals(other.symbol)
                    && quantity.compareTo(other.quantity) == 0;
        }
    }

    /** The server answered with a SOAP fault. */
    static final class Fault extends Exception {

        private static final long serialVersionUID = 1L;

        Fault(String message) {
            super(message);
        }
    }

    PlacedOrder buy(String user, String symbol, int quantity) throws IOException, Fault {
        return order(single(call("buy", "userID", user, "symbol", symbol, "quantity", Integer.toString(quantity),
                "orderProcessingMode", "0"), "buyReturn"));
    }

    PlacedOrder sell(String user, long holdingId) throws IOException, Fault {
        return order(single(call("sell", "userID", user, "holdingID", Long.toString(holdingId),
                "orderProcessingMode", "0"), "sellReturn"));
    }

    List<Long> holdingIds(String user) throws IOException, Fault {
        List<Long> ids = new ArrayList<>();
        for (Element h : all(call("getHoldings", "userID", user), "HoldingDataBean")) {
            ids.add(Long.parseLong(text(h, "holdingID")));
        }
        return ids;
    }

    /** The user's orders by id (the server's {@code bourse.trade.max-orders} newest). */
    Map<Long, PlacedOrder> orders(String user) throws IOException, Fault {
        Map<Long, PlacedOrder> orders = new LinkedHashMap<>();
        for (Element o : all(call("getOrders", "userID", user), "OrderDataBean")) {
            PlacedOrder order = order(o);
            orders.put(order.id(), order);
        }
        return orders;
    }

    private static PlacedOrder order(Element bean) {
        return new PlacedOrder(Long.parseLong(text(bean, "orderID")), text(bean, "orderType"), text(bean, "symbol"),
                new BigDecimal(text(bean, "quantity")));
    }

    private Document call(String operation, String... namesAndValues) throws IOException, Fault {
        StringBuilder body = new StringBuilder("<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\""
                + " xmlns:t=\"" + NAMESPACE + "\"><soapenv:Body><t:" + operation + ">");
        for (int i = 0; i < namesAndValues.length; i += 2) {
            body.append("<t:").append(namesAndValues[i]).append('>').append(namesAndValues[i + 1])
                    .append("</t:").append(namesAndValues[i]).append('>');
        }
        body.append("</t:").append(operation).append("></soapenv:Body></soapenv:Envelope>");
        HttpRequest request = HttpRequest.newBuilder(URI.create(baseUrl.get() + "/services/TradeWSServices"))
                .header("Content-Type", "text/xml; charset=UTF-8").header("SOAPAction", "\"\"")
                .timeout(Duration.ofMinutes(1))
                .POST(HttpRequest.BodyPublishers.ofString(body.toString())).build();
        HttpResponse<byte[]> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        Document answer = parse(response.body());
        NodeList fault = answer.getElementsByTagNameNS("*", "Fault");
        if (fault.getLength() > 0) {
            throw new Fault(operation + ": " + text((Element) fault.item(0), "faultstring"));
        }
        if (response.statusCode() != 200) {
            throw new IOException(operation + " answered HTTP " + response.statusCode());
        }
        return answer;
    }

    private static Element single(Document answer, String name) throws IOException {
        List<Element> found = all(answer, name);
        if (found.size() != 1) {
            throw new IOException("expected one " + name + " in the answer, found " + found.size());
        }
        return found.get(0);
    }

    private static List<Element> all(Document answer, String name) {
        NodeList nodes = answer.getElementsByTagNameNS("*", name);
        List<Element> elements = new ArrayList<>(nodes.getLength());
        for (int i = 0; i < nodes.getLength(); i++) {
            elements.add((Element) nodes.item(i));
        }
        return elements;
    }

    private static String text(Element parent, String child) {
        NodeList nodes = parent.getElementsByTagNameNS("*", child);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }

    private static Document parse(byte[] xml) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            return builder.parse(new ByteArrayInputStream(xml));
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("not an XML answer: " + new String(xml, java.nio.charset.StandardCharsets.UTF_8), e);
        }
    }
}
