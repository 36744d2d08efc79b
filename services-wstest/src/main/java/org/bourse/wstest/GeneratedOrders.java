package org.bourse.wstest;

import java.util.List;

import javax.xml.datatype.XMLGregorianCalendar;

import org.bourse.wstest.wire.Address;
import org.bourse.wstest.wire.COfLineItem;
import org.bourse.wstest.wire.Customer;
import org.bourse.wstest.wire.LineItem;
import org.bourse.wstest.wire.Order;

/**
 * GetOrder's order computed in memory, exactly as the WSTest reference kits build it (including the
 * "Bil1" typo and the constant total of 50.0, which is not the sum of the items).
 */
final class GeneratedOrders implements OrderSource {

    static final int ORDER_STATUS = 1;
    static final float ORDER_TOTAL = 50.0f;
    static final float UNIT_PRICE = 5.0f;
    static final String PHONE = "425-882-8080";
    static final String CARD_NUMBER = "892374389740";
    static final String CARD_EXPIRY = "12/12/2012";
    static final String ZIP = "12345";

    private final XmlClock clock = new XmlClock();

    @Override
    public Order order(int orderId, int customerId, int items) {
        XMLGregorianCalendar now = clock.now();
        Order order = new Order();
        order.setOrderId(orderId);
        order.setOrderStatus(ORDER_STATUS);
        order.setOrderDate(now);
        order.setOrderTotalAmount(ORDER_TOTAL);
        order.setCustomer(customer(customerId, now));
        order.setLineItems(lineItems(orderId, customerId, items));
        return order;
    }

    private static Customer customer(int id, XMLGregorianCalendar now) {
        Customer c = new Customer();
        c.setCustomerId(id);
        c.setContactFirstName("FirstName " + id);
        c.setContactLastName("LastName " + id);
        c.setContactPhone(PHONE);
        c.setLastActivityDate(now);
        c.setCreditCardNumber(CARD_NUMBER);
        c.setCreditCardExpirationDate(CARD_EXPIRY);
        c.setBillingAddress(address(id, "Bill", "Bil1"));
        c.setShippingAddress(address(id, "Ship", "Ship"));
        return c;
    }

    private static Address address(int id, String firstPrefix, String lastPrefix) {
        Address a = new Address();
        a.setFirstName(firstPrefix + " FirstName " + id);
        a.setLastName(lastPrefix + " LastName " + id);
        a.setAddress1(firstPrefix + " StreetAddress " + id);
        a.setAddress2("Street Address Line 2 " + id);
        a.setCity("City " + id);
        a.setState("State " + id);
        a.setZip(ZIP);
        return a;
    }

    private static COfLineItem lineItems(int orderId, int customerId, int count) {
        String description = "Test Product " + customerId;
        COfLineItem items = new COfLineItem();
        List<LineItem> list = items.getLineItem();
        for (int k = 1; k <= count; k++) {
            LineItem item = new LineItem();
            item.setOrderId(orderId);
            item.setItemId(k);
            item.setProductId(k);
            item.setProductDescription(description);
            item.setOrderQuantity(1);
            item.setUnitPrice(UNIT_PRICE);
            list.add(item);
        }
        return items;
    }
}
