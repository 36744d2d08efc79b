package org.bourse.dal.wstest;

import java.util.List;

/**
 * One GetOrder answer as read from the tables: an order, the customer who asks for it, and its
 * first line items in item order. Dates are not stored: both of GetOrder's dates are "now".
 *
 * @param lineItems the first {@code n} items of the order, item ids 1 to n
 */
public record StoredOrder(int orderId, int orderStatus, float orderTotalAmount, Customer customer,
        List<LineItem> lineItems) {

    public record Customer(int customerId, String contactFirstName, String contactLastName, String contactPhone,
            String creditCardNumber, String creditCardExpirationDate, Address billingAddress,
            Address shippingAddress) {
    }

    public record Address(String firstName, String lastName, String address1, String address2, String city,
            String state, String zip) {
    }

    /** @param productDescription the customer's product description (stored once per customer) */
    public record LineItem(int orderId, int itemId, int productId, String productDescription, int orderQuantity,
            float unitPrice) {
    }
}
