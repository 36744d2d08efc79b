package org.bourse.wstest;

/**
 * GetOrder's response as the WSTest reference kits produce it, written out independently of the
 * server's code; the two dates are "NOW" (the test checks them separately).
 */
final class ExpectedOrder {

    private ExpectedOrder() {
    }

    static String xml(int orderId, int customerId, int items) {
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
                .append("</Customer><LineItems>");
        for (int k = 1; k <= items; k++) {
            b.append("<LineItem><OrderId>").append(orderId).append("</OrderId>")
                    .append("<ItemId>").append(k).append("</ItemId>")
                    .append("<ProductId>").append(k).append("</ProductId>")
                    .append("<ProductDescription>Test Product ").append(id).append("</ProductDescription>")
                    .append("<OrderQuantity>1</OrderQuantity>")
                    .append("<UnitPrice>5.0</UnitPrice></LineItem>");
        }
        b.append("</LineItems></GetOrderResult></GetOrderResponse>");
        return Envelopes.envelope(b.toString());
    }

    private static String address(String element, String first, String last, String street, String id) {
        return "<" + element + "><FirstName>" + first + "</FirstName><LastName>" + last + "</LastName>"
                + "<Address1>" + street + "</Address1><Address2>Street Address Line 2 " + id + "</Address2>"
                + "<City>City " + id + "</City><State>State " + id + "</State><Zip>12345</Zip></" + element + ">";
    }
}
