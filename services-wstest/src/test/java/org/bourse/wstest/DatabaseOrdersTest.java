package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.StringWriter;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.bourse.dal.wstest.OrderTables;
import org.bourse.dal.wstest.OrderTablesPlan;
import org.bourse.dal.wstest.StoredOrder;
import org.bourse.wstest.wire.Address;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.Order;
import org.junit.jupiter.api.Test;

/** The mapping from rows to the wire and the range checks, with the tables replaced by a stand-in. */
class DatabaseOrdersTest {

    static final OrderTablesPlan PLAN = new OrderTablesPlan(10, 20, 1000);

    /** Answers what the seeded tables would hold: the in-memory order, as rows. */
    static class RowsOfTheMemorySource implements OrderTables {
        final AtomicInteger reads = new AtomicInteger();

        @Override
        public Optional<StoredOrder> read(int orderId, int customerId, int items) {
            reads.incrementAndGet();
            return Optional.of(rows(new GeneratedOrders().order(orderId, customerId, items)));
        }

        @Override
        public Optional<OrderTablesPlan> seeded() {
            return Optional.of(PLAN);
        }

        @Override
        public void seed(OrderTablesPlan plan) {
            throw new UnsupportedOperationException();
        }
    }

    @Test
    void theWireFormIsTheMemorySourcesToTheByteDatesAside() throws JAXBException {
        DatabaseOrders database = new DatabaseOrders(new RowsOfTheMemorySource(), PLAN);
        for (int items : new int[] {0, 20, 1000}) {
            String fromDatabase = marshal(database.order(9, 19, items));
            String fromMemory = marshal(new GeneratedOrders().order(9, 19, items));
            assertThat(withoutDates(fromDatabase)).isEqualTo(withoutDates(fromMemory));
        }
    }

    @Test
    void bothDatesAreTheSameNow() {
        Order order = new DatabaseOrders(new RowsOfTheMemorySource(), PLAN).order(0, 0, 1);
        assertThat(order.getOrderDate()).isNotNull().isSameAs(order.getCustomer().getLastActivityDate());
    }

    @Test
    void idsOutsideTheSeededRangesAreTheClientsFaultAndReadNothing() {
        RowsOfTheMemorySource tables = new RowsOfTheMemorySource();
        DatabaseOrders database = new DatabaseOrders(tables, PLAN);

        assertThatThrownBy(() -> database.order(10, 0, 1)).isInstanceOf(SoapFault.class)
                .hasMessage("GetOrder orderId is 10; the database source holds order ids 0 to 9"
                        + " (bourse.wstest.order-database.orders)")
                .satisfies(e -> assertThat(((SoapFault) e).getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT));
        assertThatThrownBy(() -> database.order(-1, 0, 1)).hasMessageContaining("orderId is -1");
        assertThatThrownBy(() -> database.order(0, 20, 1))
                .hasMessage("GetOrder customerId is 20; the database source holds customer ids 0 to 19"
                        + " (bourse.wstest.order-database.customers)");
        assertThatThrownBy(() -> database.order(0, -5, 1)).hasMessageContaining("customerId is -5");
        assertThat(tables.reads).hasValue(0);
    }

    @Test
    void rowsMissingFromTheTablesAreTheServersFault() {
        OrderTables empty = new RowsOfTheMemorySource() {
            @Override
            public Optional<StoredOrder> read(int orderId, int customerId, int items) {
                return Optional.empty();
            }
        };
        assertThatThrownBy(() -> new DatabaseOrders(empty, PLAN).order(1, 1, 1)).isInstanceOf(SoapFault.class)
                .hasMessageContaining("not in the database")
                .satisfies(e -> assertThat(((SoapFault) e).getFaultCode()).isEqualTo(Fault.FAULT_CODE_SERVER));
    }

    static String marshal(Order order) throws JAXBException {
        GetOrderResponse response = new GetOrderResponse();
        response.setGetOrderResult(order);
        Marshaller m = JAXBContext.newInstance(GetOrderResponse.class).createMarshaller();
        StringWriter out = new StringWriter();
        m.marshal(response, out);
        return out.toString();
    }

    static String withoutDates(String xml) {
        return xml.replaceAll("(<(?:\\w+:)?(OrderDate|LastActivityDate)>)[^<]*<", "$1NOW<");
    }

    static StoredOrder rows(Order o) {
        var c = o.getCustomer();
        StoredOrder.Customer customer = new StoredOrder.Customer(c.getCustomerId(), c.getContactFirstName(),
                c.getContactLastName(), c.getContactPhone(), c.getCreditCardNumber(), c.getCreditCardExpirationDate(),
                address(c.getBillingAddress()), address(c.getShippingAddress()));
        List<StoredOrder.LineItem> items = o.getLineItems().getLineItem().stream()
                .map(i -> new StoredOrder.LineItem(i.getOrderId(), i.getItemId(), i.getProductId(),
                        i.getProductDescription(), i.getOrderQuantity(), i.getUnitPrice()))
                .toList();
        return new StoredOrder(o.getOrderId(), o.getOrderStatus(), o.getOrderTotalAmount(), customer, items);
    }

    private static StoredOrder.Address address(Address a) {
        return new StoredOrder.Address(a.getFirstName(), a.getLastName(), a.getAddress1(), a.getAddress2(), a.getCity(),
                a.getState(), a.getZip());
    }
}
