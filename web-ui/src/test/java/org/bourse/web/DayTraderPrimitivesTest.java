package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantResult;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * DayTrader's primitives over real HTTP, under {@code /daytrader} as DayTrader's primitive plan requests
 * them ({@code /daytrader/${PRIMITIVE_URL}}), without logging in: each one's status, the texts of its
 * page, and what it does (hit counts, session keys and invalidation, the quote row read or written, the
 * echoes, the upgrade, the WebSocket answers).
 */
@DropInServer
class DayTraderPrimitivesTest {

    private static final Duration WAIT = Duration.ofMinutes(2);
    private static final Pattern HIT_COUNT = Pattern.compile("Hit Count: (\\d+)");
    private static final Pattern QUOTE = Pattern.compile("Quote Data for: (s:\\d+).*?<li> volume: ([0-9.]+)</li>"
            + "<li> price: ([0-9.]+)</li><li> open1: ([0-9.]+)</li><li> low: ([0-9.]+)</li><li> high: ([0-9.]+)</li>"
            + "<li> change1: (-?[0-9.]+)</li>");

    @LocalServerPort
    int port;

    @Autowired
    DataSource dataSource;

    @Autowired
    Vendor vendor;

    private PageClient browser() {
        return new PageClient(port);
    }

    private static long hitCount(String page) {
        Matcher m = HIT_COUNT.matcher(page);
        assertThat(m.find()).as("a hit count in %s", page).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void pingServletAndPingServletWriterCountTheirHits() {
        PageClient client = browser();
        // servlet, title, heading
        for (String[] servlet : new String[][] {{"PingServlet", "Ping Servlet", "Ping Servlet<br>"},
                {"PingServletWriter", "Ping Servlet Writer", "Ping Servlet Writer:"}}) {
            HttpResponse<String> first = client.get("/daytrader/servlet/" + servlet[0]);
            assertThat(first.statusCode()).isEqualTo(200);
            assertThat(first.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
            assertThat(first.body()).contains("<title>" + servlet[1] + "</title>").contains(servlet[2])
                    .contains("Init time : ");
            HttpResponse<String> second = client.get("/daytrader/servlet/" + servlet[0]);
            assertThat(hitCount(second.body())).isEqualTo(hitCount(first.body()) + 1);
        }
        assertThat(client.sessionId()).as("no session for a servlet ping").isNull();
    }

    @Test
    void theContainerForwardsAndIncludes() {
        PageClient client = browser();
        HttpResponse<String> drive = client.get("/daytrader/drive/PingServlet");
        assertThat(drive.statusCode()).isEqualTo(200);
        assertThat(drive.body()).contains("<title>Ping Servlet</title>");

        HttpResponse<String> forwarded = client.get("/daytrader/servlet/PingServlet2Servlet");
        assertThat(forwarded.statusCode()).isEqualTo(200);
        assertThat(forwarded.body()).contains("PingServlet2Servlet:").contains("Message from Servlet: </b>Hit Count: ");
        assertThat(hitCount(client.get("/daytrader/servlet/PingServlet2Servlet").body()))
                .isEqualTo(hitCount(forwarded.body()) + 1);

        HttpResponse<String> included = client.get("/daytrader/servlet/PingServlet2Include");
        assertThat(included.statusCode()).isEqualTo(200);
        assertThat(included.body()).startsWith("<html><head><title>Ping Servlet 2 Include</title>");
    }

    @Test
    void pingHtmlIsAStaticFile() {
        HttpResponse<String> page = browser().get("/daytrader/PingHtml.html");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/html"));
        assertThat(page.body()).contains("<title>PingHTML.html</title>").contains("PING HTML:").contains("Hello World");
    }

    @Test
    void pingJspAndPingServlet2JspRenderTemplates() {
        PageClient client = browser();
        HttpResponse<String> jsp = client.get("/daytrader/PingJsp.jsp");
        assertThat(jsp.statusCode()).isEqualTo(200);
        assertThat(jsp.body()).contains("<title>PingJsp</title>").contains("PING JSP:").contains("Init time: ");
        assertThat(hitCount(client.get("/daytrader/PingJsp.jsp").body())).isEqualTo(hitCount(jsp.body()) + 1);

        HttpResponse<String> forwarded = client.get("/daytrader/servlet/PingServlet2Jsp");
        assertThat(forwarded.statusCode()).isEqualTo(200);
        assertThat(forwarded.body()).contains("Ping Servlet2JSP:").contains("Message from Servlet:");
        assertThat(hitCount(client.get("/daytrader/servlet/PingServlet2Jsp").body()))
                .isEqualTo(hitCount(forwarded.body()) + 1);
    }

    @Test
    void pingJspElEvaluatesItsExpressions() {
        HttpResponse<String> page = browser().get("/daytrader/PingJspEL.jsp");
        assertThat(page.statusCode()).isEqualTo(200);
        String body = page.body();
        assertThat(body).contains("<title>PingJspEL</title>").contains("PING JSP EL:");
        int a = intAfter(body, "someint1 = ");
        int b = intAfter(body, "someint2 = ");
        // someint1 + someint2 - someint1 * someint2 mod someint1 = a + b (the product is a multiple of a)
        assertThat(body).contains("<td>" + (a + b) + "</td>");
        assertThat(body).contains("<td>" + (a <= b) + "</td>");
        // the Host header, read twice, and the undefined variable
        assertThat(body.split("127\\.0\\.0\\.1:" + port, -1)).hasSize(3);
        assertThat(body).containsPattern("<span>null</span>");
    }

    private static int intAfter(String body, String label) {
        Matcher m = Pattern.compile(Pattern.quote(label) + "(\\d+)").matcher(body);
        assertThat(m.find()).as(label).isTrue();
        return Integer.parseInt(m.group(1));
    }

    @Test
    void pingSession1KeepsOneKeyPerSession() {
        PageClient first = browser();
        HttpResponse<String> created = first.get("/daytrader/servlet/PingSession1");
        assertThat(created.statusCode()).isEqualTo(200);
        String key = created.headers().firstValue("SessionKeyTest-SessionID").orElseThrow();
        assertThat(key).matches("SessionID:\\d+");
        assertThat(created.body()).contains("HTTP Session Test 1: Session Key")
                .contains("Your HTTP Session key is " + key);
        assertThat(first.sessionId()).isNotNull();
        HttpResponse<String> again = first.get("/daytrader/servlet/PingSession1");
        assertThat(again.headers().firstValue("SessionKeyTest-SessionID")).hasValue(key);
        assertThat(hitCount(again.body())).isEqualTo(hitCount(created.body()) + 1);

        String other = browser().get("/daytrader/servlet/PingSession1").headers()
                .firstValue("SessionKeyTest-SessionID").orElseThrow();
        assertThat(other).isNotEqualTo(key);
    }

    @Test
    void pingSession2InvalidatesTheSessionAtTheFifthHit() {
        PageClient client = browser();
        String session = null;
        for (int i = 1; i <= 5; i++) {
            HttpResponse<String> hit = client.get("/daytrader/servlet/PingSession2");
            assertThat(hit.statusCode()).isEqualTo(200);
            assertThat(hit.headers().firstValue("SessionTrackingTest-counter")).hasValue(Integer.toString(i));
            assertThat(hit.body()).contains("HTTP Session Test 2: Session create/invalidate")
                    .contains("Session hits: " + i);
            if (i == 1) {
                session = client.sessionId();
            } else {
                assertThat(client.sessionId()).isEqualTo(session);
            }
        }
        HttpResponse<String> afterInvalidation = client.get("/daytrader/servlet/PingSession2");
        assertThat(afterInvalidation.headers().firstValue("SessionTrackingTest-counter")).hasValue("1");
        assertThat(client.sessionId()).isNotNull().isNotEqualTo(session);
    }

    @Test
    void pingSession3StoresItsDataAndTakesANewSize() {
        PageClient client = browser();
        HttpResponse<String> first = client.get("/daytrader/servlet/PingSession3");
        assertThat(first.statusCode()).isEqualTo(200);
        assertThat(first.headers().firstValue("SessionTrackingTest-largeSessionData")).hasValue("256bytes");
        assertThat(first.body()).contains("HTTP Session Test 3: Large Data")
                .contains("Session object updated. Session Object size = 256 bytes");
        String session = client.sessionId();
        try {
            HttpResponse<String> resized = client.get("/daytrader/servlet/PingSession3?num_objects=4");
            assertThat(resized.body()).contains("Session object size set to 4K bytes");
            HttpResponse<String> bigger = client.get("/daytrader/servlet/PingSession3");
            assertThat(client.sessionId()).as("the resize invalidated the session").isNotEqualTo(session);
            assertThat(bigger.headers().firstValue("SessionTrackingTest-largeSessionData")).hasValue("512bytes");

            // Beyond the bound, or not a number: the size stays.
            assertThat(client.get("/daytrader/servlet/PingSession3?num_objects=2000000000").body())
                    .contains("Session object size set to 4K bytes");
            assertThat(client.get("/daytrader/servlet/PingSession3?num_objects=many").body())
                    .contains("Session object size set to 4K bytes");
        } finally {
            client.get("/daytrader/servlet/PingSession3?num_objects=2");
        }
    }

    @Test
    void pingJdbcReadShowsTheQuoteAsStored() throws SQLException {
        HttpResponse<String> page = browser().get("/daytrader/servlet/PingJDBCRead");
        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.body()).contains("Ping JDBC Read w/ Prep Stmt:").contains("Quote Information");
        Matcher m = QUOTE.matcher(page.body());
        assertThat(m.find()).as(page.body()).isTrue();
        Map<String, BigDecimal[]> stored = quotes();
        assertThat(stored.get(m.group(1))[0]).isEqualByComparingTo(m.group(3));
        assertThat(stored.get(m.group(1))[1]).isEqualByComparingTo(m.group(2));

        HttpResponse<String> template = browser().get("/daytrader/servlet/PingJDBCRead2JSP");
        assertThat(template.statusCode()).isEqualTo(200);
        Matcher t = Pattern.compile("Quote Data for: (s:\\d+)</span>.*?<li>price: ([0-9.]+)</li>", Pattern.DOTALL)
                .matcher(template.body());
        assertThat(t.find()).as(template.body()).isTrue();
        assertThat(stored.get(t.group(1))[0]).isEqualByComparingTo(t.group(2));

        HttpResponse<String> connection = browser().get("/daytrader/servlet/PingServlet2DB");
        assertThat(connection.statusCode()).isEqualTo(200);
        assertThat(connection.body()).contains("PingServlet2DB:").contains("Init time : ");
    }

    @Test
    void pingJdbcWriteMovesAQuotesPriceAndNothingElse() throws SQLException {
        Map<String, BigDecimal[]> before = quotes();
        Map<String, BigDecimal> latest = new HashMap<>();
        before.forEach((symbol, row) -> latest.put(symbol, row[0]));
        PageClient client = browser();
        for (int i = 0; i < 20; i++) {
            HttpResponse<String> page = client.get("/daytrader/servlet/PingJDBCWrite");
            assertThat(page.statusCode()).isEqualTo(200);
            assertThat(page.body()).contains("Ping JDBC Write w/ Prep Stmt:").contains("Update Information");
            Matcher m = QUOTE.matcher(page.body());
            assertThat(m.find()).as(page.body()).isTrue();
            String symbol = m.group(1);
            BigDecimal price = new BigDecimal(m.group(3));
            assertThat(price.subtract(new BigDecimal(m.group(4)))).as("change = price - open")
                    .isEqualByComparingTo(m.group(7));
            assertThat(quotes().get(symbol)[0]).as("the price on the page is the one stored").isEqualByComparingTo(price);
            // one move by a factor from 0.90 to 1.10, to the cent (seeded prices are 1 to 200: no penny or split rule)
            BigDecimal ratio = price.divide(latest.get(symbol), 4, RoundingMode.HALF_UP);
            assertThat(ratio).as("price move of %s", symbol).isBetween(new BigDecimal("0.88"), new BigDecimal("1.12"));
            latest.put(symbol, price);
        }
        Map<String, BigDecimal[]> after = quotes();
        int moved = 0;
        for (Map.Entry<String, BigDecimal[]> q : before.entrySet()) {
            BigDecimal[] now = after.get(q.getKey());
            assertThat(now[1]).as("volume of %s", q.getKey()).isEqualByComparingTo(q.getValue()[1]);
            if (now[0].compareTo(q.getValue()[0]) != 0) {
                moved++;
            }
        }
        // 20 random moves: a factor of exactly 1.00 each time has a chance of 21^-20
        assertThat(moved).as("quotes whose price moved").isBetween(1, 20);
        invariantsHold();
    }

    /** symbol → {price, volume} */
    private Map<String, BigDecimal[]> quotes() throws SQLException {
        Map<String, BigDecimal[]> quotes = new HashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT symbol, price, volume FROM quote")) {
            while (rs.next()) {
                quotes.put(rs.getString(1), new BigDecimal[] {rs.getBigDecimal(2), rs.getBigDecimal(3)});
            }
        }
        return quotes;
    }

    private void invariantsHold() throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            List<InvariantResult> results = Databases.of(vendor).invariantCheck().checkAll(c);
            assertThat(results).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        }
    }

    @Test
    void pingJsonpGeneratesAndParsesJson() {
        PageClient client = browser();
        for (String servlet : List.of("PingJSONPObject", "PingJSONPObjectFactory")) {
            HttpResponse<String> page = client.get("/daytrader/servlet/" + servlet);
            assertThat(page.statusCode()).isEqualTo(200);
            Matcher m = Pattern.compile("Generated JSON: (\\{\"initTime\":\"[^\"]+\",\"hitCount\":(\\d+)})<br>Parsed JSON: (.*)</body>")
                    .matcher(page.body());
            assertThat(m.find()).as(page.body()).isTrue();
            assertThat(m.group(3)).isEqualTo(m.group(1));
        }
        HttpResponse<String> streaming = client.get("/daytrader/servlet/PingJSONPStreaming");
        assertThat(streaming.statusCode()).isEqualTo(200);
        assertThat(streaming.body()).containsPattern(
                "Generated JSON: \\{\"initTime\":\"([^\"]+)\",\"hitCount\":(\\d+)}<br>Parsed JSON: initTime:\\1 hitCount:\\2 </body>");
    }

    @Test
    void jaxRsEchoesAnswerTheirInput() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + port + "/daytrader";
        for (String root : List.of("/jaxrs/sync", "/rest/sync")) {
            HttpResponse<String> text = http.send(HttpRequest.newBuilder(URI.create(base + root + "/echoText?input=hello%20%3Cb%3E"))
                    .timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(text.statusCode()).isEqualTo(200);
            assertThat(text.body()).isEqualTo("hello <b>");
            assertThat(text.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).startsWith("text/plain"));
            assertThat(text.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
        }
        HttpResponse<String> none = http.send(HttpRequest.newBuilder(URI.create(base + "/jaxrs/sync/echoText"))
                .timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(none.statusCode()).isEqualTo(204);

        HttpResponse<String> json = http.send(HttpRequest.newBuilder(URI.create(base + "/jaxrs/sync/echoJSON"))
                .header("Content-Type", "application/json").header("Accept", "application/json").timeout(WAIT)
                .POST(HttpRequest.BodyPublishers.ofString("{\"prop0001\":\"a\",\"prop0016\":\"p\",\"unknown\":1}"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(json.statusCode()).isEqualTo(200);
        assertThat(json.body()).isEqualTo("{\"prop0001\":\"a\",\"prop0016\":\"p\"}");

        HttpResponse<String> xml = http.send(HttpRequest.newBuilder(URI.create(base + "/jaxrs/sync/echoXML"))
                .header("Content-Type", "application/xml").header("Accept", "application/xml").timeout(WAIT)
                .POST(HttpRequest.BodyPublishers.ofString(
                        "<xmlObject><prop0001>a&amp;b</prop0001><prop0002>c</prop0002><x>y</x></xmlObject>"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(xml.statusCode()).isEqualTo(200);
        assertThat(xml.headers().firstValue("Content-Type")).hasValueSatisfying(t -> assertThat(t).contains("xml"));
        assertThat(xml.body()).contains("<xmlObject><prop0001>a&amp;b</prop0001><prop0002>c</prop0002><x>y</x></xmlObject>");
    }

    @Test
    void asyncServletsEchoTheBodyEscaped() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        String base = "http://127.0.0.1:" + port + "/daytrader/servlet/";
        Map<String, String> headings = Map.of("PingServlet30Async", "Ping Servlet 3.0 Async",
                "PingServlet31Async", "Ping Servlet 3.1 Async", "PingServlet31AsyncRead", "Ping Servlet 3.1 AsyncRead");
        for (Map.Entry<String, String> servlet : headings.entrySet()) {
            HttpResponse<String> posted = http.send(HttpRequest.newBuilder(URI.create(base + servlet.getKey()))
                    .timeout(WAIT).POST(HttpRequest.BodyPublishers.ofString("data <script>")).build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(posted.statusCode()).as(servlet.getKey()).isEqualTo(200);
            assertThat(posted.body()).contains(servlet.getValue() + "</font>")
                    .contains("Data Received: data &lt;script&gt;</body>").doesNotContain("<script>");
            HttpResponse<String> got = http.send(HttpRequest.newBuilder(URI.create(base + servlet.getKey()))
                    .timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(got.statusCode()).isEqualTo(200);
            assertThat(got.body()).contains("Data Received: </body>");
            assertThat(hitCount(got.body())).isEqualTo(hitCount(posted.body()) + 1);
        }
    }

    @Test
    void pingUpgradeServletEchoesOverTheUpgradedConnection() throws Exception {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout((int) WAIT.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(("GET /daytrader/servlet/PingUpgradeServlet HTTP/1.1\r\nHost: 127.0.0.1:" + port
                    + "\r\nUpgrade: echo\r\nConnection: Upgrade\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            String head = readHead(in);
            assertThat(head).startsWith("HTTP/1.1 101").containsIgnoringCase("Upgrade: echo");
            out.write("hello".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            assertThat(new String(in.readAllBytes(), StandardCharsets.US_ASCII)).isEqualTo("hello\r\n");
        }
        // HTTP/1.1 without an Upgrade header (Java's client asks for h2c unless told otherwise)
        HttpResponse<String> plain = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/daytrader/servlet/PingUpgradeServlet"))
                        .timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(plain.statusCode()).isEqualTo(200);
        assertThat(plain.body()).isEqualTo("No upgrade: null\n");
        HttpResponse<String> other = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/daytrader/servlet/PingUpgradeServlet"))
                        .timeout(WAIT).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(other.body()).isEqualTo("No upgrade: h2c\n");
    }

    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
        }
        return head.toString(StandardCharsets.US_ASCII);
    }

    @Test
    void webSocketTextSyncAnswersTheMessageCount() throws Exception {
        textPingAnswersTheMessageCount("/daytrader/pingTextSync");
    }

    @Test
    void webSocketTextAsyncAnswersTheMessageCount() throws Exception {
        textPingAnswersTheMessageCount("/daytrader/pingTextAsync");
    }

    /** Ping-pong as a load tool does it (next message once the answer is in), then a burst without waiting. */
    private void textPingAnswersTheMessageCount(String path) throws Exception {
        Messages messages = new Messages();
        WebSocket ws = browser().webSocket(path, messages).get(2, TimeUnit.MINUTES);
        for (int i = 1; i <= 50; i++) {
            ws.sendText("ping", true).get(2, TimeUnit.MINUTES);
            assertThat(messages.nextText()).isEqualTo(Integer.toString(i));
        }
        for (int i = 0; i < 20; i++) {
            ws.sendText("ping", true).get(2, TimeUnit.MINUTES);
        }
        for (int i = 51; i <= 70; i++) {
            assertThat(messages.nextText()).isEqualTo(Integer.toString(i));
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(2, TimeUnit.MINUTES);
    }

    @Test
    void webSocketBinaryPingEchoes() throws Exception {
        Messages messages = new Messages();
        WebSocket ws = browser().webSocket("/daytrader/pingBinary", messages).get(2, TimeUnit.MINUTES);
        for (int i = 0; i < 50; i++) {
            byte[] data = {0, 1, 2, (byte) 0xff, (byte) i};
            ws.sendBinary(ByteBuffer.wrap(data), true).get(2, TimeUnit.MINUTES);
            assertThat(messages.nextBinary()).isEqualTo(data);
        }
        for (int i = 0; i < 20; i++) {
            ws.sendBinary(ByteBuffer.wrap(new byte[] {(byte) i, 7}), true).get(2, TimeUnit.MINUTES);
        }
        for (int i = 0; i < 20; i++) {
            assertThat(messages.nextBinary()).isEqualTo(new byte[] {(byte) i, 7});
        }
        ws.sendClose(WebSocket.NORMAL_CLOSURE, "").get(2, TimeUnit.MINUTES);
    }

    @Test
    void webSocketJsonPingAnswersAndPushes() throws Exception {
        Messages messages = new Messages();
        WebSocket ws = browser().webSocket("/daytrader/pingWebSocketJson", messages).get(2, TimeUnit.MINUTES);
        ws.sendText("{\"key\":\"hello\",\"value\":\"1\"}", true).get(2, TimeUnit.MINUTES);
        boolean answered = false;
        int pushes = 0;
        while (!answered || pushes < 2) {
            String message = messages.nextText();
            if (message.equals("{\"key\":\"receivedHitCount\",\"value\":\"1\"}")) {
                answered = true;
            } else {
                assertThat(message).isEqualTo("{\"key\":\"sentHitCount\",\"value\":\"" + (pushes + 1) + "\"}");
                pushes++;
            }
        }
        ws.sendText("not json", true).get(2, TimeUnit.MINUTES);
        assertThat(messages.closed.get(2, TimeUnit.MINUTES)).isEqualTo(1007);
    }

    /** What a WebSocket client received. */
    static final class Messages implements WebSocket.Listener {
        final BlockingQueue<String> texts = new LinkedBlockingQueue<>();
        final BlockingQueue<byte[]> binaries = new LinkedBlockingQueue<>();
        final CompletableFuture<Integer> closed = new CompletableFuture<>();
        private final StringBuilder text = new StringBuilder();
        private final ByteArrayOutputStream binary = new ByteArrayOutputStream();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            text.append(data);
            if (last) {
                texts.add(text.toString());
                text.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onBinary(WebSocket ws, ByteBuffer data, boolean last) {
            byte[] bytes = new byte[data.remaining()];
            data.get(bytes);
            binary.writeBytes(bytes);
            if (last) {
                binaries.add(binary.toByteArray());
                binary.reset();
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
            closed.complete(statusCode);
            return null;
        }

        String nextText() throws InterruptedException {
            String t = texts.poll(closed.isDone() ? 0 : 2, TimeUnit.MINUTES);
            assertThat(t).as("a text message (closed: %s)", closed.getNow(null)).isNotNull();
            return t;
        }

        byte[] nextBinary() throws InterruptedException {
            byte[] b = binaries.poll(2, TimeUnit.MINUTES);
            assertThat(b).as("a binary message").isNotNull();
            return b;
        }
    }
}
