package org.bourse.dal.wstest;

/**
 * The values seeded into the GetOrder tables: the WSTest 1.1 order data as the reference kits build
 * it (docs/wstest.md), including the "Bil1" typo of the billing last name, the constant total of
 * 50.0 (not the sum of the items) and a product description that names the customer.
 */
public final class OrderTableRows {

    public static final int ORDER_STATUS = 1;
    public static final float ORDER_TOTAL_AMOUNT = 50.0f;
    public static final int ORDER_QUANTITY = 1;
    public static final float UNIT_PRICE = 5.0f;
    public static final String CONTACT_PHONE = "425-882-8080";
    public static final String CREDIT_CARD_NUMBER = "892374389740";
    public static final String CREDIT_CARD_EXPIRATION_DATE = "12/12/2012";
    public static final String ZIP = "12345";

    private OrderTableRows() {
    }

    public static String contactFirstName(int customerId) {
        return "FirstName " + customerId;
    }

    public static String contactLastName(int customerId) {
        return "LastName " + customerId;
    }

    public static String productDescription(int customerId) {
        return "Test Product " + customerId;
    }

    public static int billingAddressId(int customerId) {
        return 2 * customerId;
    }

    public static int shippingAddressId(int customerId) {
        return 2 * customerId + 1;
    }

    public static StoredOrder.Address billingAddress(int customerId) {
        return address(customerId, "Bill", "Bil1");
    }

    public static StoredOrder.Address shippingAddress(int customerId) {
        return address(customerId, "Ship", "Ship");
    }

    private static StoredOrder.Address address(int id, String firstPrefix, String lastPrefix) {
        return new StoredOrder.Address(firstPrefix + " FirstName " + id, lastPrefix + " LastName " + id,
                firstPrefix + " StreetAddress " + id, "Street Address Line 2 " + id, "City " + id, "State " + id, ZIP);
    }

    /** Item k (from 1) is product k. */
    public static int productId(int itemId) {
        return itemId;
    }
}
