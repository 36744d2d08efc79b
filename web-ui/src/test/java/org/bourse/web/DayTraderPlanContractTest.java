package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.bourse.trade.TradeServices;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * DayTrader's published JMeter plans (DayTrader 7's and 8's, their JSP, JAX-RS and WebSocket branches) as
 * they drive a server, against Bourse in the {@code daytrader} profile: the same requests (paths under
 * {@code /daytrader}, no CSRF tokens, state-changing GETs, DayTrader's field names), and the same checks —
 * the texts the plans assert, the holding id they extract with {@code holdingID=([0-9]+)}, the WebSocket
 * answer they assert ({@code gainer}) after connecting before login, the REST answer. The plans themselves
 * are not ours and stay out of the repository; what they check is the contract, held here.
 */
@DropInServer
public class DayTraderPlanContractTest {

    static final String ROOT = "/daytrader";
    static final Duration PATIENCE = Duration.ofMinutes(2);
    /** The plans' extractor for the holding to sell. */
    static final Pattern HOLDING_ID = Pattern.compile("holdingID=([0-9]+)");
    /** DayTrader 8's JSON-B order of its quote bean's properties. */
    static final List<String> QUOTE_FIELDS = List.of("change", "companyName", "high", "low", "open", "price",
            "symbol", "volume");

    @LocalServerPort
    protected int port;

    @Autowired
    TradeServices trade;

    @Test
    void theJspBranchPassesEveryAssertionAndExtractorOfThePlans() {
        PageClient plan = client();

        // Login: POST, no token; asserts "Welcome to DayTrader"
        HttpResponse<String> home = plan.post(ROOT + "/app", "uid", "uid:21", "passwd", "xxx", "action", "login");
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Welcome to DayTrader");

        // Quotes: DayTrader 8 sends symbols, DayTrader 7 symbol; both assert the quotes page's title
        HttpResponse<String> quotes = plan.get(ROOT + "/app?action=quotes&symbols=s:17");
        assertThat(quotes.body()).contains("DayTrader: Quotes and Trading").contains("s:17");
        assertThat(plan.get(ROOT + "/app?action=quotes&symbol=s:17").body()).contains("DayTrader: Quotes and Trading");

        assertThat(plan.get(ROOT + "/app?action=home").statusCode()).isEqualTo(200);
        assertThat(plan.get(ROOT + "/app?action=account").statusCode()).isEqualTo(200);

        // Buy: a GET; asserts "has been submitted"
        HttpResponse<String> bought = plan.get(ROOT + "/app?action=buy&symbol=s:17&quantity=42");
        assertThat(bought.body()).contains("has been submitted");

        // Sell: the first holdingID=([0-9]+) of the portfolio, sold with a GET
        HttpResponse<String> portfolio = plan.get(ROOT + "/app?action=portfolio");
        Matcher first = HOLDING_ID.matcher(portfolio.body());
        assertThat(first.find()).as("holdingID=([0-9]+) on the portfolio page").isTrue();
        long holding = Long.parseLong(first.group(1));
        assertThat(trade.holdings("uid:21")).anyMatch(h -> h.holdingId() == holding);
        HttpResponse<String> sold = plan.get(ROOT + "/app?action=sell&holdingID=" + holding);
        assertThat(sold.body()).contains("has been submitted");
        assertThat(trade.holdings("uid:21")).noneMatch(h -> h.holdingId() == holding);

        // Update profile: a GET with DayTrader's fields (and a userID the server ignores for the session's)
        plan.get(ROOT + "/app?action=account");
        HttpResponse<String> updated = plan.get(ROOT + "/app?action=update_profile&userID=uid%3A21"
                + "&fullname=rnd121&password=xxx&address=rndAddress&cpassword=xxx&creditcard=rndCC"
                + "&email=rndEmail%40email.com");
        assertThat(updated.statusCode()).isEqualTo(200);
        assertThat(trade.profile("uid:21").fullName()).isEqualTo("rnd121");

        // Logout: asserts "DayTrader Login"
        assertThat(plan.get(ROOT + "/app?action=logout").body()).contains("DayTrader Login");

        // Register: the JSP page, then a GET registering with DayTrader's field names, then logout
        HttpResponse<String> registerPage = plan.get(ROOT + "/register.jsp");
        assertThat(registerPage.statusCode()).isEqualTo(200);
        assertThat(registerPage.body()).contains("DayTrader Registration").contains("name=\"user id\"");
        HttpResponse<String> registered = plan.get(ROOT + "/app?action=register"
                + "&Full+Name=first%3A1+last%3A2&snail+mail=first%3A3+last%3A4&email=uid21%4055.com"
                + "&user+id=ru%3A2110%3A1618380042&passwd=yyy&confirm+passwd=yyy&money=1000000"
                + "&Credit+Card+Number=123-fake-ccnum-456");
        assertThat(registered.statusCode()).isEqualTo(200);
        assertThat(registered.body()).contains("Welcome to DayTrader");
        assertThat(trade.account("ru:2110:1618380042").openBalance()).isEqualByComparingTo("1000000");
        assertThat(plan.get(ROOT + "/app?action=logout").body()).contains("DayTrader Login");

        // A page needing a user, logged out: DayTrader's login page, 200
        HttpResponse<String> loggedOut = plan.get(ROOT + "/app?action=portfolio");
        assertThat(loggedOut.statusCode()).isEqualTo(200);
        assertThat(loggedOut.body()).contains("DayTrader Login");
    }

    @Test
    void theRestQuotesAnswerDayTrader8sJson() throws Exception {
        PageClient plan = client();
        HttpResponse<String> posted = plan.post(ROOT + "/rest/quotes", "symbols", "s:5");
        assertThat(posted.statusCode()).isEqualTo(200);
        assertThat(posted.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/json"));
        JsonNode one = JsonMapper.shared().readTree(posted.body());
        assertThat(one.isArray()).isTrue();
        assertThat(one).hasSize(1);
        assertThat(fieldNames(one.get(0))).containsExactlyElementsOf(QUOTE_FIELDS);
        assertThat(one.get(0).get("symbol").stringValue()).isEqualTo("s:5");
        assertThat(one.get(0).get("volume").isNumber()).isTrue();
        assertThat(one.get(0).get("price").decimalValue())
                .isEqualByComparingTo(trade.quote("s:5").price());

        HttpResponse<String> got = plan.get(ROOT + "/rest/quotes/s:2,s:1,s:nothing");
        assertThat(got.statusCode()).isEqualTo(200);
        JsonNode three = JsonMapper.shared().readTree(got.body());
        assertThat(three).hasSize(3);
        assertThat(three.get(0).get("symbol").stringValue()).isEqualTo("s:2");
        assertThat(three.get(1).get("symbol").stringValue()).isEqualTo("s:1");
        assertThat(three.get(2).isNull()).as("DayTrader's list holds null for an unknown symbol").isTrue();
    }

    @Test
    void tooManyRestSymbolsAreAClear400() throws Exception {
        String symbols = IntStream.range(0, 101).mapToObj(i -> "s:" + i)
                .collect(Collectors.joining(","));
        HttpResponse<String> refused = client().post(ROOT + "/rest/quotes", "symbols", symbols);
        assertThat(refused.statusCode()).isEqualTo(400);
        assertThat(JsonMapper.shared().readTree(refused.body()).get("error").stringValue())
                .contains("bourse.trade.max-quote-symbols");
    }

    @Test
    void theMarketSummarySocketAnswersDayTradersRequestsBeforeLogin() throws Exception {
        // As the plans do: connect with no session, ask, read the next frame
        TextFrames frames = new TextFrames(PATIENCE);
        WebSocket socket = client().webSocket(ROOT + "/marketsummary", frames)
                .get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            socket.sendText("{\"action\":\"updateMarketSummary\"}", true).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            String dayTrader8 = frames.next();
            assertThat(dayTrader8).contains("gainer");
            assertDayTraderShape(dayTrader8);

            socket.sendText("{\"action\":\"update\"}", true).get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
            String dayTrader7 = frames.next();
            assertThat(dayTrader7).contains("gainer");
            assertDayTraderShape(dayTrader7);
        } finally {
            socket.abort();
        }
    }

    @Test
    void bourseOwnPageStillGetsItsPushesInDropInMode() throws Exception {
        PageClient browser = client();
        browser.post(ROOT + "/app", "uid", "uid:22", "passwd", "xxx", "action", "login");
        assertThat(browser.get(ROOT + "/app?action=mksummary").body())
                .contains("data-socket=\"/daytrader/marketsummary\"").contains("DayTrader Market Summary");
        TextFrames frames = new TextFrames(PATIENCE);
        WebSocket socket = browser.webSocket(ROOT + "/marketsummary", frames, "bourse-market-summary")
                .get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
        try {
            assertThat(socket.getSubprotocol()).isEqualTo("bourse-market-summary");
            assertThat(frames.next()).startsWith("{\"type\":\"marketSummary\"").contains("\"topGainers\":[{");
        } finally {
            socket.abort();
        }
    }

    @Test
    void theRunCheckAnswersUnderTheContextPath() throws Exception {
        HttpResponse<String> check = http().send(HttpRequest.newBuilder(
                        URI.create(base() + ROOT + "/config/check"))
                .header("Authorization", "Basic " + Base64.getEncoder().encodeToString(
                        ("admin:" + DropInServer.ADMIN_PASSWORD).getBytes(StandardCharsets.UTF_8)))
                .timeout(PATIENCE).GET().build(), HttpResponse.BodyHandlers.ofString());
        assertThat(check.statusCode()).as(check.body()).isEqualTo(200);
        assertThat(JsonMapper.shared().readTree(check.body()).path("invariants").path("allHold").asBoolean())
                .as(check.body()).isTrue();
    }

    /** The plans' HTTP sampler with its cookie manager, on the scheme and port under test. */
    protected PageClient client() {
        return new PageClient(port);
    }

    protected HttpClient http() {
        return HttpClient.newHttpClient();
    }

    protected String base() {
        return "http://127.0.0.1:" + port;
    }

    /** DayTrader's flat object: gainerN_* and loserN_* (price a "$" string), tsia, volume, date. */
    private static void assertDayTraderShape(String message) {
        JsonNode summary = JsonMapper.shared().readTree(message);
        List<String> names = fieldNames(summary);
        for (String kind : List.of("gainer", "loser")) {
            for (int i = 1; i <= 5; i++) {
                assertThat(names).contains(kind + i + "_stock", kind + i + "_price", kind + i + "_change");
                assertThat(summary.get(kind + i + "_stock").stringValue()).startsWith("s:");
                assertThat(summary.get(kind + i + "_price").stringValue()).matches("\\$[0-9]+(\\.[0-9]+)?");
                assertThat(summary.get(kind + i + "_change").isNumber()).isTrue();
            }
        }
        assertThat(names.subList(names.size() - 3, names.size())).containsExactly("tsia", "volume", "date");
        assertThat(summary.get("tsia").isNumber()).isTrue();
        assertThat(summary.get("volume").isNumber()).isTrue();
        assertThat(summary.get("date").stringValue()).matches("\\d{4}-\\d{2}-\\d{2}");
        assertThat(names).doesNotContain("type", "topGainers");
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.propertyNames().forEach(names::add);
        return names;
    }
}
