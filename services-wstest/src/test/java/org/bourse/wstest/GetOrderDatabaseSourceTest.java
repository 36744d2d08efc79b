package org.bourse.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.stream.Stream;

import javax.sql.DataSource;

import org.bourse.testing.SoapHttp;
import org.bourse.testing.Xml;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.w3c.dom.Element;

/**
 * GetOrder with {@code bourse.wstest.get-order-source=database} on H2: the tables are seeded at
 * start-up, and every answer is the reference order element by element and, dates aside, the very
 * bytes a server with the in-memory source sends. The in-memory server is the default one most server
 * tests share; the database server runs next to it for this class only.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class GetOrderDatabaseSourceTest {

    static final String MAIN = "/services/WSTest";
    static final String CONVENTIONAL = "/WSTest/services/TestServiceSoap";

    /** The same server with the database source, on an H2 database of its own. */
    static ConfigurableApplicationContext databaseServer;
    static int port;
    static DataSource dataSource;

    /** The default server: GetOrder built in memory. */
    @LocalServerPort
    int memoryPort;

    @BeforeAll
    static void startTheDatabaseServer() {
        databaseServer = new SpringApplicationBuilder(WsTestServer.class).run("--server.port=0",
                "--bourse.wstest.get-order-source=database", "--bourse.wstest.order-database.orders=10",
                "--bourse.wstest.order-database.customers=50");
        port = databaseServer.getEnvironment().getRequiredProperty("local.server.port", Integer.class);
        dataSource = databaseServer.getBean(DataSource.class);
    }

    @AfterAll
    static void stopTheDatabaseServer() {
        if (databaseServer != null) {
            databaseServer.close();
        }
    }

    static Stream<Arguments> orderSizes() {
        return Stream.concat(Stream.of(20, 100, 500, 1000)
                .flatMap(n -> Stream.of(Arguments.of(MAIN, n), Arguments.of(CONVENTIONAL, n))),
                Stream.of(Arguments.of(MAIN, 0)));
    }

    @Test
    void theTablesAreSeededAtStartupWithTheConfiguredRanges() {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        assertThat(jdbc.queryForList("SELECT orders, customers, line_items_per_order FROM wstest_order_seed"))
                .singleElement().satisfies(row -> assertThat(row.values()).containsExactly(10, 50, 1000));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM wstest_line_item", Integer.class)).isEqualTo(10 * 1000);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM wstest_customer", Integer.class)).isEqualTo(50);
    }

    @ParameterizedTest(name = "{0} GetOrder {1}")
    @MethodSource("orderSizes")
    void theAnswerIsTheReferenceOrderAndTheInMemoryBytes(String path, int items) {
        String request = Envelopes.getOrder(7, 42, items);
        OffsetDateTime before = OffsetDateTime.now().minusSeconds(1);
        HttpResponse<byte[]> fromDatabase = post(port, path, request);
        OffsetDateTime after = OffsetDateTime.now().plusSeconds(1);
        assertThat(fromDatabase.statusCode()).as(text(fromDatabase)).isEqualTo(200);

        Element order = Xml.child(Xml.bodyContent(Xml.parse(fromDatabase.body())), "GetOrderResult");
        Element customer = Xml.child(order, "Customer");
        for (Element date : List.of(Xml.child(order, "OrderDate"), Xml.child(customer, "LastActivityDate"))) {
            assertThat(OffsetDateTime.parse(date.getTextContent())).as(date.getLocalName()).isBetween(before, after);
            date.setTextContent("NOW");
        }
        Element expected = Xml.bodyContent(Xml.parse(Envelopes.response(ExpectedOrder.response(7, 42, items)).getBytes(StandardCharsets.UTF_8)));
        Xml.assertSameContent(Xml.child(expected, "GetOrderResult"), order, "GetOrderResult");

        HttpResponse<byte[]> fromMemory = post(memoryPort, path, request);
        assertThat(fromMemory.statusCode()).isEqualTo(200);
        assertThat(withoutDates(text(fromDatabase))).isEqualTo(withoutDates(text(fromMemory)));
        assertThat(fromDatabase.headers().firstValue("Content-Type")).isEqualTo(fromMemory.headers().firstValue("Content-Type"));
    }

    @Test
    void theFirstAndLastSeededIdsAreServed() {
        for (int[] ids : new int[][] {{0, 0}, {9, 49}, {0, 49}, {9, 0}}) {
            String request = Envelopes.getOrder(ids[0], ids[1], 3);
            HttpResponse<byte[]> fromDatabase = post(port, MAIN, request);
            assertThat(fromDatabase.statusCode()).as(text(fromDatabase)).isEqualTo(200);
            assertThat(withoutDates(text(fromDatabase))).isEqualTo(withoutDates(text(post(memoryPort, MAIN, request))));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {MAIN, CONVENTIONAL})
    void idsOutsideTheSeededRangesGetAClientFaultNamingTheSetting(String path) {
        assertThat(clientFault(post(port, path, Envelopes.getOrder(10, 0, 20))))
                .isEqualTo("GetOrder orderId is 10; the database source holds order ids 0 to 9"
                        + " (bourse.wstest.order-database.orders)");
        assertThat(clientFault(post(port, path, Envelopes.getOrder(-1, 0, 20))))
                .contains("orderId is -1").contains("(bourse.wstest.order-database.orders)");
        assertThat(clientFault(post(port, path, Envelopes.getOrder(0, 50, 20))))
                .isEqualTo("GetOrder customerId is 50; the database source holds customer ids 0 to 49"
                        + " (bourse.wstest.order-database.customers)");
        assertThat(clientFault(post(port, path, Envelopes.getOrder(4711, 42, 20))))
                .contains("(bourse.wstest.order-database.orders)");
        // The item limit still comes first, as with the in-memory source.
        assertThat(clientFault(post(port, path, Envelopes.getOrder(0, 0, 1001))))
                .contains("(bourse.wstest.limits.max-order-items)");
    }

    @Test
    void theAnswerIsReadFromTheTables() {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        jdbc.update("UPDATE wstest_customer SET contact_phone = '555-0100' WHERE customer_id = 48");
        try {
            Element order = Xml.child(Xml.bodyContent(Xml.parse(post(port, MAIN, Envelopes.getOrder(1, 48, 1)).body())),
                    "GetOrderResult");
            assertThat(Xml.child(Xml.child(order, "Customer"), "ContactPhone").getTextContent()).isEqualTo("555-0100");
        } finally {
            jdbc.update("UPDATE wstest_customer SET contact_phone = '425-882-8080' WHERE customer_id = 48");
        }
    }

    private static HttpResponse<byte[]> post(int port, String path, String envelope) {
        return new SoapHttp(port).post(path, Envelopes.action("GetOrder"), envelope);
    }

    private static String text(HttpResponse<byte[]> response) {
        return new String(response.body(), StandardCharsets.UTF_8);
    }

    private static String withoutDates(String xml) {
        return ExpectedOrder.DATES.matcher(xml).replaceAll("<$1>NOW</$1>");
    }

    private static String clientFault(HttpResponse<byte[]> response) {
        assertThat(response.statusCode()).as(text(response)).isEqualTo(500);
        Element fault = Xml.bodyContent(Xml.parse(response.body()));
        assertThat(fault.getLocalName()).isEqualTo("Fault");
        assertThat(Xml.child(fault, "faultcode").getTextContent()).endsWith(":Client");
        return Xml.child(fault, "faultstring").getTextContent();
    }
}
