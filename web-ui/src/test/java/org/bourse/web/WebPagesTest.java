package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.trade.Holding;
import org.bourse.trade.TradeServices;
import org.bourse.web.system.ActionDispatch;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerMapping;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;
import org.springframework.web.util.ServletRequestPathUtils;

/**
 * The pages over real HTTP on embedded H2 with the default (safe) settings: a user's journey with CSRF
 * tokens, and the security rules: tokens required, a new session id at login, a logout that ends the
 * session, other users' holdings, the admin pages.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = WebPagesTest.ADMIN_PASSWORD_SETTING)
class WebPagesTest {

    static final String ADMIN_PASSWORD = "pages-test-secret";
    /** Shared with {@link WebBadNumbersTest}: one setting, one cached context for both. */
    static final String ADMIN_PASSWORD_SETTING = "bourse.admin.password=" + ADMIN_PASSWORD;

    @LocalServerPort
    int port;

    @Autowired
    TradeServices trade;

    @Autowired
    DataSource dataSource;

    @Autowired
    Vendor vendor;

    @Autowired
    @Qualifier("requestMappingHandlerMapping")
    RequestMappingHandlerMapping mappings;

    PageClient page;

    @BeforeEach
    void newBrowser() {
        page = new PageClient(port);
    }

    private void login(String user, String password) {
        page.get("/app");
        HttpResponse<String> home = page.submit("/app", "action", "login", "uid", user, "passwd", password);
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Welcome, " + user);
    }

    @Test
    void registerBuyAndSellWithTokens() throws Exception {
        page.get("/app?action=register");
        HttpResponse<String> home = page.submit("/app", "action", "register", "user id", "web:journey",
                "passwd", "pw1", "confirm passwd", "pw1", "Full Name", "Jo <Journey>", "snail mail", "1 Main St",
                "email", "jo@example.com", "Credit Card Number", "1-2-3-4", "money", "50000");
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Registration succeeded").contains("Welcome, web:journey")
                .contains("$50,000.00");

        page.get("/app?action=quotes&symbols=s:1,s:2");
        HttpResponse<String> order = page.submit("/app", "action", "buy", "symbol", "s:1", "quantity", "100");
        assertThat(order.body()).containsPattern("Order \\d+ to buy 100 shares of s:1 has been submitted");

        HttpResponse<String> portfolio = page.get("/app?action=portfolio");
        List<String> ids = PageClient.holdingIds(portfolio.body());
        assertThat(ids).hasSize(1);

        // The sell link does not sell by itself: it shows a form that posts with the token.
        HttpResponse<String> confirm = page.get("/app?action=sell&holdingID=" + ids.get(0));
        assertThat(confirm.body()).contains("Sell holding " + ids.get(0) + ": 100 shares of s:1?");
        assertThat(trade.holdings("web:journey")).hasSize(1);
        HttpResponse<String> sold = page.submit("/app", "action", "sell", "holdingID", ids.get(0));
        assertThat(sold.body()).containsPattern("Order \\d+ to sell 100 shares of s:1 has been submitted");
        assertThat(trade.holdings("web:journey")).isEmpty();

        HttpResponse<String> account = page.get("/app?action=account");
        assertThat(account.body()).contains("Jo &lt;Journey&gt;").doesNotContain("Jo <Journey>");

        page.submit("/app", "action", "logout");
        HttpResponse<String> after = page.get("/app?action=portfolio");
        assertThat(after.body()).contains("Please log in first.");
        invariantsHold();
    }

    @Test
    void pagesLeaveWholeWithTheirLengthAndSecurityHeaders() {
        login("uid:5", "xxx");
        HttpResponse<String> quotes = page.get("/app?action=quotes&symbols=s:1,s:2");
        assertThat(quotes.statusCode()).isEqualTo(200);
        assertThat(quotes.body()).contains("s:2").endsWith("</html>\n");
        assertThat(quotes.headers().firstValue("Transfer-Encoding")).isEmpty();
        assertThat(quotes.headers().firstValueAsLong("Content-Length"))
                .hasValue(quotes.body().getBytes(StandardCharsets.UTF_8).length);
        assertThat(quotes.headers().firstValue("X-Frame-Options")).hasValue("DENY");
        assertThat(quotes.headers().firstValue("Content-Security-Policy")).isPresent();
        assertThat(quotes.headers().firstValue("Cache-Control")).hasValueSatisfying(v -> assertThat(v).contains("no-store"));
    }

    @Test
    void formsWithoutTheCsrfTokenAreRefused() {
        login("uid:3", "xxx");
        int before = trade.orders("uid:3").size();
        HttpResponse<String> refused = page.post("/app", "action", "buy", "symbol", "s:1", "quantity", "10");
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(trade.orders("uid:3")).hasSize(before);
        HttpResponse<String> byGet = page.get("/app?action=buy&symbol=s:1&quantity=10");
        assertThat(byGet.statusCode()).isEqualTo(200);
        assertThat(trade.orders("uid:3")).hasSize(before);
    }

    @Test
    void theSessionIdChangesAtLoginAndTheSessionEndsAtLogout() {
        page.get("/app");
        String anonymous = page.sessionId();
        assertThat(anonymous).isNotNull();
        page.submit("/app", "action", "login", "uid", "uid:4", "passwd", "xxx");
        String loggedIn = page.sessionId();
        assertThat(loggedIn).isNotNull().isNotEqualTo(anonymous);
        page.get("/app?action=home");
        page.submit("/app", "action", "logout");
        assertThat(page.get("/app?action=home").body()).contains("Please log in first.");
        // the welcome page after the logout carries a token of the new session: logging in again works
        page.submit("/app", "action", "logout");
        assertThat(page.submit("/app", "action", "login", "uid", "uid:4", "passwd", "xxx").body())
                .contains("Welcome, uid:4");
        assertThat(page.get("/marketsummary").statusCode()).isNotEqualTo(403);
        assertThat(new PageClient(port).get("/marketsummary").statusCode()).isEqualTo(403);
    }

    /** DayTrader's other URL families and titles belong to the daytrader profile (DayTraderPlanContractTest). */
    @Test
    void theDropInUrlsAndTitlesAreNotServedByDefault() {
        assertThat(page.get("/register.jsp").statusCode()).isEqualTo(404);
        assertThat(page.get("/rest/quotes/s:1").statusCode()).isEqualTo(404);
        assertThat(page.post("/rest/quotes", "symbols", "s:1").statusCode()).isIn(404, 405);
        assertThat(page.get("/app").body()).contains("<title>Welcome - Bourse Trade</title>")
                .doesNotContain("DayTrader Login");
    }

    @Test
    void aWrongPasswordDoesNotLogIn() {
        page.get("/app");
        HttpResponse<String> failed = page.submit("/app", "action", "login", "uid", "uid:5", "passwd", "nope");
        assertThat(failed.body()).contains("Login failed").doesNotContain("nope");
        assertThat(page.get("/app?action=home").body()).contains("Please log in first.");
    }

    @Test
    void nobodySellsAnotherUsersHolding() {
        String owner = java.util.stream.IntStream.range(7, 60).mapToObj(i -> "uid:" + i)
                .filter(u -> !trade.holdings(u).isEmpty()).findFirst().orElseThrow();
        long holdingId = trade.holdings(owner).get(0).holdingId();
        login("uid:6", "xxx");
        page.get("/app?action=sell&holdingID=" + holdingId);
        HttpResponse<String> refused = page.submit("/app", "action", "sell", "holdingID", Long.toString(holdingId));
        assertThat(refused.body()).contains("That holding was not found").doesNotContain("has been submitted");
        assertThat(trade.holdings(owner)).extracting(Holding::holdingId).contains(holdingId);
    }

    @Test
    void adminPagesNeedTheAdminRole() {
        login("uid:8", "xxx");
        assertThat(page.get("/config").statusCode()).isEqualTo(403);
        assertThat(page.get("/config/invariants").statusCode()).isEqualTo(403);
        page.get("/app?action=home");
        assertThat(page.submit("/config/reset").statusCode()).isEqualTo(403);

        PageClient admin = new PageClient(port);
        assertThat(admin.get("/config").statusCode()).isEqualTo(302);
        admin.get("/config/login");
        assertThat(admin.submit("/config/login", "username", "admin", "password", "wrong").headers()
                .firstValue("Location")).hasValueSatisfying(l -> assertThat(l).endsWith("/config/login?error"));
        admin.get("/config/login");
        admin.submit("/config/login", "username", "admin", "password", ADMIN_PASSWORD);
        HttpResponse<String> config = admin.get("/config");
        assertThat(config.statusCode()).isEqualTo(200);
        assertThat(config.body()).contains("Run statistics of the current run").doesNotContain(ADMIN_PASSWORD);
        assertThat(admin.get("/config/invariants").body()).contains("All invariants hold.");
    }

    @Test
    void primitives() {
        assertThat(page.get("/primitive/ping").body()).isEqualTo("pong\n");
        assertThat(page.get("/primitive/read").body()).matches("s:\\d+ \\d+\\.\\d{2}\n");
        assertThat(page.get("/primitive/write").body()).matches("s:\\d+ 1\n");
        assertThat(page.get("/primitive/session").body()).isEqualTo("1\n");
        assertThat(page.get("/primitive/session").body()).isEqualTo("2\n");
        invariantsHold();
    }

    /** The primitives skip Spring Security (no chain covers them), but not what its firewall refuses. */
    @Test
    void primitivesRunWithoutTheSecurityChainButUrlsTheFirewallRefusesStayRefused() {
        HttpResponse<String> ping = page.get("/primitive/ping");
        assertThat(ping.headers().firstValue("Content-Security-Policy")).isEmpty();
        assertThat(page.get("/").headers().firstValue("Content-Security-Policy")).isPresent();
        for (String path : List.of("/primitive/ping;x=1", "/primitive//ping", "/primitive/./ping")) {
            assertThat(page.get(path).statusCode()).as(path).isEqualTo(400);
        }
    }

    private void invariantsHold() {
        try (Connection c = dataSource.getConnection()) {
            List<InvariantResult> results = Databases.of(vendor).invariantCheck().checkAll(c);
            assertThat(results).allSatisfy(r -> assertThat(r.holds()).as(r.summary()).isTrue());
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * DayTrader's actions are found by one lookup of the {@code action} parameter (ActionDispatch): every
     * {@code /app} mapping that names an action is reached for each method it accepts, with the attributes
     * Spring's own match sets; a missing or unknown action still takes Spring's search.
     */
    @Test
    void everyActionReachesItsOwnMappingByOneLookup() throws Exception {
        Map<String, HandlerMethod> byAction = new TreeMap<>();
        mappings.getHandlerMethods().forEach((info, handler) -> {
            if (info.getDirectPaths().equals(Set.of("/app"))) {
                info.getParamsCondition().getExpressions().stream()
                        .filter(e -> e.getName().equals("action") && !e.isNegated())
                        .forEach(e -> {
                            Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
                            for (RequestMethod m : methods.isEmpty() ? List.of(RequestMethod.GET, RequestMethod.POST) : methods) {
                                byAction.put(m + " " + e.getValue(), handler);
                            }
                        });
            }
        });
        assertThat(byAction).containsKeys("GET quotes", "POST quotes", "POST buy", "GET buy", "POST login",
                "GET portfolio", "POST logout", "GET mksummary").hasSizeGreaterThanOrEqualTo(19);
        for (Map.Entry<String, HandlerMethod> expected : byAction.entrySet()) {
            String[] methodAndAction = expected.getKey().split(" ");
            MockHttpServletRequest request = appRequest(methodAndAction[0], methodAndAction[1]);
            HandlerMethod found = (HandlerMethod) mappings.getHandler(request).getHandler();
            assertThat(found.getMethod()).as(expected.getKey()).isEqualTo(expected.getValue().getMethod());
            assertThat(request.getAttribute(HandlerMapping.BEST_MATCHING_PATTERN_ATTRIBUTE)).isEqualTo("/app");
            assertThat(((HandlerMethod) request.getAttribute(HandlerMapping.BEST_MATCHING_HANDLER_ATTRIBUTE)).getMethod())
                    .isEqualTo(found.getMethod());
        }
        assertThat(((HandlerMethod) mappings.getHandler(appRequest("GET", "nonsense")).getHandler()).getMethod()
                .getName()).isEqualTo("unknownAction");
        assertThat(((HandlerMethod) mappings.getHandler(appRequest("GET", null)).getHandler()).getMethod()
                .getName()).isEqualTo("welcome");
        assertThat(page.get("/app?action=nonsense").body()).contains("Unknown action: nonsense");
        assertThat(mappings).isInstanceOf(ActionDispatch.class);
    }

    private static MockHttpServletRequest appRequest(String method, String action) {
        MockHttpServletRequest request = new MockHttpServletRequest(method, "/app");
        if (action != null) {
            request.setParameter("action", action);
        }
        ServletRequestPathUtils.parseAndCache(request);
        return request;
    }
}
