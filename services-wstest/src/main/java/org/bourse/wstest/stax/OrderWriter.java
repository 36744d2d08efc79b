package org.bourse.wstest.stax;

import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.stream.XMLStreamException;

import org.bourse.wstest.wire.Address;
import org.bourse.wstest.wire.COfLineItem;
import org.bourse.wstest.wire.Customer;
import org.bourse.wstest.wire.LineItem;
import org.bourse.wstest.wire.Order;

/** GetOrder's Order as JAXB writes it: every element without a value left out, a missing line item nil. */
final class OrderWriter {

    private final Markup out;

    OrderWriter(Markup out) {
        this.out = out;
    }

    void order(String name, Order order) throws XMLStreamException {
        out.start(name);
        number("OrderId", order.getOrderId());
        number("OrderStatus", order.getOrderStatus());
        dateTime("OrderDate", order.getOrderDate());
        number("OrderTotalAmount", order.getOrderTotalAmount());
        if (order.getCustomer() != null) {
            customer(order.getCustomer());
        }
        if (order.getLineItems() != null) {
            lineItems(order.getLineItems());
        }
        out.end(name);
    }

    private void customer(Customer customer) throws XMLStreamException {
        out.start("Customer");
        number("CustomerId", customer.getCustomerId());
        text("ContactFirstName", customer.getContactFirstName());
        text("ContactLastName", customer.getContactLastName());
        text("ContactPhone", customer.getContactPhone());
        dateTime("LastActivityDate", customer.getLastActivityDate());
        text("CreditCardNumber", customer.getCreditCardNumber());
        text("CreditCardExpirationDate", customer.getCreditCardExpirationDate());
        address("BillingAddress", customer.getBillingAddress());
        address("ShippingAddress", customer.getShippingAddress());
        out.end("Customer");
    }

    private void address(String name, Address address) throws XMLStreamException {
        if (address == null) {
            return;
        }
        out.start(name);
        text("FirstName", address.getFirstName());
        text("LastName", address.getLastName());
        text("Address1", address.getAddress1());
        text("Address2", address.getAddress2());
        text("City", address.getCity());
        text("State", address.getState());
        text("Zip", address.getZip());
        out.end(name);
    }

    private void lineItems(COfLineItem items) throws XMLStreamException {
        out.start("LineItems");
        for (LineItem item : items.getLineItem()) {
            if (item == null) {
                out.nil("LineItem", false);
                continue;
            }
            out.start("LineItem");
            number("OrderId", item.getOrderId());
            number("ItemId", item.getItemId());
            number("ProductId", item.getProductId());
            text("ProductDescription", item.getProductDescription());
            number("OrderQuantity", item.getOrderQuantity());
            number("UnitPrice", item.getUnitPrice());
            out.end("LineItem");
        }
        out.end("LineItems");
    }

    private void number(String name, Integer value) throws XMLStreamException {
        if (value != null) {
            out.element(name, value);
        }
    }

    private void number(String name, Float value) throws XMLStreamException {
        if (value != null) {
            out.element(name, value);
        }
    }

    private void text(String name, String value) throws XMLStreamException {
        if (value != null) {
            out.element(name, value);
        }
    }

    private void dateTime(String name, XMLGregorianCalendar value) throws XMLStreamException {
        if (value != null) {
            out.element(name, DateTimeText.print(value));
        }
    }
}
