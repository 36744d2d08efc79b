package org.bourse.wstest;

import java.util.regex.Pattern;

/**
 * GetOrder's response as the WSTest reference kits produce it, written out independently of the
 * server's code, in the very form JAXB writes it; the two dates are "NOW" (the tests check them separately).
 */
final class ExpectedOrder {

    /** The two dates of an order, which are "now". */
    static final Pattern DATES = Pattern.compile("<(OrderDate|LastActivityDate)>[^<]*</\\1>");

    private ExpectedOrder() {
    }

    /** The GetOrderResponse element. */
    static String response(int orderId, int customerId, int items) {
        String id = String.valueOf(customerId);
        StringBuilder b = new StringBuilder();
        b.append("<GetOrderResponse xmlns=\"uri:WSTestWeb-TestService\"><GetOrderResult>")
                .append("<OrderId>").append(orderId).append("</OrderId>")
                .append("<OrderStatus>1</OrderStatus>")
                .append("<OrderDate>NOW</OrderDate>")
                .append("<OrderTotalAmount>50.0</OrderTotalAmount>")
                .append("<Customer>")
                .append("<CustomerId>").append(id).append("</CustomerId>")
                .append("<ContactFirstName>FirstName ").append(id).append("</ContactFirstName>")
                .append("<ContactLastName>LastName ").append(id).append("</ContactLastName>")
                .append("<ContactPhone>425-882-8080</ContactPhone>")
                .append("<LastActivityDate>NOW</LastActivityDate>")
                .append("<CreditCardNumber>892374389740</CreditCardNumber>")
                .append("<CreditCardExpirationDate>12/12/2012</CreditCardExpirationDate>")
                .append(address("BillingAddress", "Bill FirstName " + id, "Bil1 LastName " + id, "Bill StreetAddress " + id, id))
                .append(address("ShippingAddress", "Ship FirstName " + id, "Ship LastName " + id, "Ship StreetAddress " + id, id))
                .append("</Customer>")
                // An element with nothing in it is written empty, as JAXB writes it.
                .append(items == 0 ? "<LineItems/" : "<LineItems").append('>');
        for (int k = 1; k <= items; k++) {
            b.append("<LineItem><OrderId>").append(orderId).append("</OrderId>")
                    .append("<ItemId>").append(k).append("</ItemId>")
                    .append("<ProductId>").append(k).append("</ProductId>")
                    .append("<ProductDescription>Test Product ").append(id).append("</ProductDescription>")
                    .append("<OrderQuantity>1</OrderQuantity>")
                    .append("<UnitPrice>5.0</UnitPrice></LineItem>");
        }
        b.append(items == 0 ? "" : "</LineItems>").append("</GetOrderResult></GetOrderResponse>");
        return b.toString();
    }

    private static String address(String element, String first, String last, String street, String id) {
        return "<" + element + "><FirstName>" + first + "</FirstName><LastName>" + last + "</LastName>"
                + "<Address1>" + street + "</Address1><Address2>Street Address Line 2 " + id + "</Address2>"
                + "<City>City " + id + "</City><State>State " + id + "</State><Zip>12345</Zip></" + element + ">";
    }
}
