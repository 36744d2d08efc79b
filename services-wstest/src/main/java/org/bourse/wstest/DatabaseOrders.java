package org.bourse.wstest;

import java.util.List;

import javax.xml.datatype.XMLGregorianCalendar;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.bourse.dal.wstest.OrderTables;
import org.bourse.dal.wstest.OrderTablesPlan;
import org.bourse.dal.wstest.StoredOrder;
import org.bourse.wstest.wire.Address;
import org.bourse.wstest.wire.COfLineItem;
import org.bourse.wstest.wire.Customer;
import org.bourse.wstest.wire.LineItem;
import org.bourse.wstest.wire.Order;

/**
 * GetOrder's order read from the {@code wstest_} tables: the same data as {@link GeneratedOrders},
 * and the same bytes on the wire, plus one database read (two indexed queries) per request. Ids
 * outside the seeded ranges get a soap:Client fault naming the setting, before any query.
 */
final class DatabaseOrders implements OrderSource {

    private final OrderTables tables;
    private final int orders;
    private final int customers;
    private final XmlClock clock = new XmlClock();

    /** @param plan what the tables hold (already seeded) */
    DatabaseOrders(OrderTables tables, OrderTablesPlan plan) {
        this.tables = tables;
        this.orders = plan.orders();
        this.customers = plan.customers();
    }

    @Override
    public Order order(int orderId, int customerId, int items) {
        if (orderId < 0 || orderId >= orders) {
            throw outOfRange("orderId", orderId, "order", orders);
        }
        if (customerId < 0 || customerId >= customers) {
            throw outOfRange("customerId", customerId, "customer", customers);
        }
        StoredOrder stored = tables.read(orderId, customerId, items).orElse(null);
        if (stored == null || stored.lineItems().size() != items) {
            throw new SoapFault("GetOrder order " + orderId + " for customer " + customerId + " with " + items
                    + " items is not in the database although the settings say it was seeded:"
                    + " the wstest_ tables were changed since start-up", Fault.FAULT_CODE_SERVER);
        }
        XMLGregorianCalendar now = clock.now();
        Order order = new Order();
        order.setOrderId(stored.orderId());
        order.setOrderStatus(stored.orderStatus());
        order.setOrderDate(now);
        order.setOrderTotalAmount(stored.orderTotalAmount());
        order.setCustomer(customer(stored.customer(), now));
        order.setLineItems(lineItems(stored.lineItems()));
        return order;
    }

    private static SoapFault outOfRange(String field, int value, String what, int count) {
        return LimitFault.invalid("GetOrder " + field + " is " + value + "; the database source holds " + what
                + " ids 0 to " + (count - 1) + " (" + WsTestSettings.OrderDatabase.PREFIX + what + "s)");
    }

    private static Customer customer(StoredOrder.Customer stored, XMLGregorianCalendar now) {
        Customer c = new Customer();
        c.setCustomerId(stored.customerId());
        c.setContactFirstName(stored.contactFirstName());
        c.setContactLastName(stored.contactLastName());
        c.setContactPhone(stored.contactPhone());
        c.setLastActivityDate(now);
        c.setCreditCardNumber(stored.creditCardNumber());
        c.setCreditCardExpirationDate(stored.creditCardExpirationDate());
        c.setBillingAddress(address(stored.billingAddress()));
        c.setShippingAddress(address(stored.shippingAddress()));
        return c;
    }

    private static Address address(StoredOrder.Address stored) {
        Address a = new Address();
        a.setFirstName(stored.firstName());
        a.setLastName(stored.lastName());
        a.setAddress1(stored.address1());
        a.setAddress2(stored.address2());
        a.setCity(stored.city());
        a.setState(stored.state());
        a.setZip(stored.zip());
        return a;
    }

    private static COfLineItem lineItems(List<StoredOrder.LineItem> stored) {
        COfLineItem items = new COfLineItem();
        List<LineItem> list = items.getLineItem();
        for (StoredOrder.LineItem s : stored) {
            LineItem item = new LineItem();
            item.setOrderId(s.orderId());
            item.setItemId(s.itemId());
            item.setProductId(s.productId());
            item.setProductDescription(s.productDescription());
            item.setOrderQuantity(s.orderQuantity());
            item.setUnitPrice(s.unitPrice());
            list.add(item);
        }
        return items;
    }
}
