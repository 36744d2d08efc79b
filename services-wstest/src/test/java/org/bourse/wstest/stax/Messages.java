package org.bourse.wstest.stax;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import org.bourse.wstest.wire.Address;
import org.bourse.wstest.wire.COfLineItem;
import org.bourse.wstest.wire.COfTestStruct;
import org.bourse.wstest.wire.Customer;
import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoStruct;
import org.bourse.wstest.wire.EchoStructResponse;
import org.bourse.wstest.wire.EchoSynthetic;
import org.bourse.wstest.wire.EchoSyntheticResponse;
import org.bourse.wstest.wire.GetOrder;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.LineItem;
import org.bourse.wstest.wire.Order;
import org.bourse.wstest.wire.Synthetic;
import org.bourse.wstest.wire.TestNode;
import org.bourse.wstest.wire.TestStruct;

/** WSTest messages of a given size as a driver sends them, and random ones with every odd value the types allow. */
final class Messages {

    static final DatatypeFactory DATES = datatypes();

    private Messages() {
    }

    static TestStruct struct(int k) {
        return fill(new TestStruct(), k);
    }

    static <T extends TestStruct> T fill(T struct, int k) {
        struct.setI(k);
        struct.setF(k + 0.25f);
        struct.setS("String " + k + " <&>");
        return struct;
    }

    static COfTestStruct array(int items) {
        COfTestStruct array = new COfTestStruct();
        for (int k = 0; k < items; k++) {
            array.getL().add(struct(k));
        }
        return array;
    }

    /** {@code nodes} nodes, each the {@code Next} of the one before; null for none. */
    static TestNode list(int nodes) {
        TestNode head = null;
        for (int k = nodes - 1; k >= 0; k--) {
            TestNode node = fill(new TestNode(), k);
            node.setNext(head);
            head = node;
        }
        return head;
    }

    static Synthetic synthetic(int bytes) {
        Synthetic synthetic = new Synthetic();
        synthetic.setStrng("Synthetic string");
        synthetic.setStrct(struct(7));
        byte[] barray = new byte[bytes];
        for (int k = 0; k < bytes; k++) {
            barray[k] = (byte) (k * 31 + 7);
        }
        synthetic.setBarray(barray);
        return synthetic;
    }

    /** GetOrder's order as the in-memory source builds it. */
    static Order order(int items) {
        XMLGregorianCalendar now = DATES.newXMLGregorianCalendar("2026-11-28T04:30:31.596Z");
        Order order = new Order();
        order.setOrderId(4711);
        order.setOrderStatus(1);
        order.setOrderDate(now);
        order.setOrderTotalAmount(50.0f);
        Customer customer = new Customer();
        customer.setCustomerId(42);
        customer.setContactFirstName("FirstName 42");
        customer.setContactLastName("LastName 42");
        customer.setContactPhone("425-882-8080");
        customer.setLastActivityDate(now);
        customer.setCreditCardNumber("892374389740");
        customer.setCreditCardExpirationDate("12/12/2012");
        customer.setBillingAddress(address("Bill", "Bil1"));
        customer.setShippingAddress(address("Ship", "Ship"));
        order.setCustomer(customer);
        COfLineItem lineItems = new COfLineItem();
        for (int k = 1; k <= items; k++) {
            LineItem item = new LineItem();
            item.setOrderId(4711);
            item.setItemId(k);
            item.setProductId(k);
            item.setProductDescription("Test Product 42");
            item.setOrderQuantity(1);
            item.setUnitPrice(5.0f);
            lineItems.getLineItem().add(item);
        }
        order.setLineItems(lineItems);
        return order;
    }

    private static Address address(String first, String last) {
        Address address = new Address();
        address.setFirstName(first + " FirstName 42");
        address.setLastName(last + " LastName 42");
        address.setAddress1(first + " StreetAddress 42");
        address.setAddress2("Street Address Line 2 42");
        address.setCity("City 42");
        address.setState("State 42");
        address.setZip("12345");
        return address;
    }

    /** The four requests with content, at {@code size} elements (bytes for EchoSynthetic). */
    static List<Object> requests(int size) {
        EchoStruct struct = new EchoStruct();
        struct.setArray(size == 0 ? null : array(size));
        EchoList list = new EchoList();
        list.setList(list(size));
        EchoSynthetic synthetic = new EchoSynthetic();
        synthetic.setSynth(synthetic(size));
        GetOrder getOrder = new GetOrder();
        getOrder.setOrderId(4711);
        getOrder.setCustomerId(42);
        getOrder.setMessageSize(size);
        return List.of(struct, list, synthetic, getOrder);
    }

    /** The four responses with content, at {@code size} elements (bytes for EchoSynthetic). */
    static List<Object> responses(int size) {
        EchoStructResponse struct = new EchoStructResponse();
        struct.setEchoStructResult(array(size));
        EchoListResponse list = new EchoListResponse();
        list.setEchoListResult(list(size));
        EchoSyntheticResponse synthetic = new EchoSyntheticResponse();
        synthetic.setEchoSyntheticResult(synthetic(size));
        GetOrderResponse order = new GetOrderResponse();
        order.setGetOrderResult(order(size));
        return List.of(struct, list, synthetic, order);
    }

    /** Random values of every kind the wire types hold, nulls and extremes included. */
    static final class Odd {

        private static final String[] TEXTS = {"", " ", "a & b", "<tag>", "]]>", "x\ry", "line\nbreak\ttab", "\"quoted' text\"",
            "é ü €", "\uD83D\uDE00 emoji", "  padded  ", "&amp; literally"};
        private static final float[] FLOATS = {0f, -0f, 1.5f, -2.25e-3f, Float.MAX_VALUE, -Float.MAX_VALUE, Float.MIN_VALUE,
            Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0.1f, 123456.79f, 1.0e10f};
        private static final int[] INTS = {0, 1, -1, Integer.MAX_VALUE, Integer.MIN_VALUE, 42, 1_000_000};
        private static final String[] DATES_TEXT = {"2026-11-28T04:30:31.596Z", "2026-11-28T04:30:31+01:30",
            "2026-01-02T03:04:05.000-08:00", "0001-01-01T00:00:00Z", "12345-01-01T00:00:00.000000001Z",
            "-0005-01-01T00:00:00-14:00", "2026-11-28T04:30:31", "2026-11-28T04:30:31.5", "2026-11-28"};

        private final Random random;

        Odd(long seed) {
            this.random = new Random(seed);
        }

        Integer integer() {
            return random.nextInt(8) == 0 ? null : INTS[random.nextInt(INTS.length)];
        }

        Float floating() {
            int pick = random.nextInt(FLOATS.length + 3);
            if (pick == FLOATS.length) {
                return null;
            }
            return pick < FLOATS.length ? FLOATS[pick] : random.nextFloat() * 1e6f - 5e5f;
        }

        String text() {
            int pick = random.nextInt(TEXTS.length + 2);
            return pick < TEXTS.length ? TEXTS[pick] : pick == TEXTS.length ? null : "t" + random.nextInt();
        }

        TestStruct struct() {
            TestStruct struct = random.nextInt(6) == 0 ? node(1 + random.nextInt(3)) : new TestStruct();
            struct.setI(integer());
            struct.setF(floating());
            struct.setS(text());
            return struct;
        }

        TestNode node(int length) {
            TestNode head = null;
            for (int k = 0; k < length; k++) {
                TestNode node = new TestNode();
                node.setI(integer());
                node.setF(floating());
                node.setS(text());
                node.setNext(head);
                head = node;
            }
            return head;
        }

        Object response() {
            switch (random.nextInt(4)) {
                case 0 -> {
                    EchoStructResponse response = new EchoStructResponse();
                    if (random.nextInt(5) > 0) {
                        COfTestStruct array = new COfTestStruct();
                        for (int k = random.nextInt(6); k > 0; k--) {
                            array.getL().add(random.nextInt(8) == 0 ? null : struct());
                        }
                        response.setEchoStructResult(array);
                    }
                    return response;
                }
                case 1 -> {
                    EchoListResponse response = new EchoListResponse();
                    response.setEchoListResult(random.nextInt(5) == 0 ? null : node(1 + random.nextInt(5)));
                    return response;
                }
                case 2 -> {
                    EchoSyntheticResponse response = new EchoSyntheticResponse();
                    if (random.nextInt(5) > 0) {
                        Synthetic synthetic = new Synthetic();
                        synthetic.setStrng(text());
                        synthetic.setStrct(random.nextInt(4) == 0 ? null : struct());
                        if (random.nextInt(4) > 0) {
                            byte[] bytes = new byte[random.nextInt(10)];
                            random.nextBytes(bytes);
                            synthetic.setBarray(bytes);
                        }
                        response.setEchoSyntheticResult(synthetic);
                    }
                    return response;
                }
                default -> {
                    GetOrderResponse response = new GetOrderResponse();
                    if (random.nextInt(5) > 0) {
                        response.setGetOrderResult(order());
                    }
                    return response;
                }
            }
        }

        private Order order() {
            Order order = new Order();
            order.setOrderId(integer());
            order.setOrderStatus(integer());
            order.setOrderDate(date());
            order.setOrderTotalAmount(floating());
            if (random.nextInt(4) > 0) {
                Customer customer = new Customer();
                customer.setCustomerId(integer());
                customer.setContactFirstName(text());
                customer.setContactLastName(text());
                customer.setContactPhone(text());
                customer.setLastActivityDate(date());
                customer.setCreditCardNumber(text());
                customer.setCreditCardExpirationDate(text());
                customer.setBillingAddress(random.nextInt(4) == 0 ? null : address());
                customer.setShippingAddress(random.nextInt(4) == 0 ? null : address());
                order.setCustomer(customer);
            }
            if (random.nextInt(4) > 0) {
                COfLineItem items = new COfLineItem();
                List<LineItem> list = new ArrayList<>();
                for (int k = random.nextInt(5); k > 0; k--) {
                    list.add(random.nextInt(6) == 0 ? null : lineItem());
                }
                items.getLineItem().addAll(list);
                order.setLineItems(items);
            }
            return order;
        }

        private LineItem lineItem() {
            LineItem item = new LineItem();
            item.setOrderId(integer());
            item.setItemId(integer());
            item.setProductId(integer());
            item.setProductDescription(text());
            item.setOrderQuantity(integer());
            item.setUnitPrice(floating());
            return item;
        }

        private Address address() {
            Address address = new Address();
            address.setFirstName(text());
            address.setLastName(text());
            address.setAddress1(text());
            address.setAddress2(text());
            address.setCity(text());
            address.setState(text());
            address.setZip(text());
            return address;
        }

        private XMLGregorianCalendar date() {
            int pick = random.nextInt(DATES_TEXT.length + 2);
            if (pick == DATES_TEXT.length) {
                return null;
            }
            if (pick > DATES_TEXT.length) {
                return DATES.newXMLGregorianCalendar(new java.util.GregorianCalendar());
            }
            return DATES.newXMLGregorianCalendar(DATES_TEXT[pick]);
        }
    }

    private static DatatypeFactory datatypes() {
        try {
            return DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
