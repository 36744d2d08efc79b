package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import javax.sql.DataSource;

import org.bourse.testing.TradeTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Ids and quantities the pages cannot take, over real HTTP on the real database: each is a 400 with the
 * page's message, and no row changes (every Trade row is fingerprinted before and after each test).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = WebPagesTest.ADMIN_PASSWORD_SETTING)
class WebBadNumbersTest {

    static final String BAD_SELL = "A sell needs a holdingID: a whole number from 1 to 9223372036854775807.";
    static final String BAD_BUY = "A buy needs a symbol and a quantity above 0 with at most 14 digits before the decimal"
            + " point and 4 after it.";

    @LocalServerPort
    int port;

    @Autowired
    DataSource dataSource;

    @Autowired
    RuntimeSettings runtime;

    PageClient page;
    long holding;
    Map<String, String> before;

    @BeforeEach
    void loggedInWithAHolding() {
        page = new PageClient(port);
        page.get("/app");
        HttpResponse<String> home = page.submit("/app", "action", "login", "uid", "uid:0", "passwd", "xxx");
        assertThat(home.body()).contains("Welcome, uid:0");
        // The order alerts mark closed orders completed: let the first page take them before the fingerprint.
        page.get("/app?action=portfolio");
        holding = new JdbcTemplate(dataSource).queryForObject("SELECT MIN(h.holding_id) FROM holding h JOIN account a"
                + " ON a.account_id = h.account_id WHERE a.profile_user_id = 'uid:0'", Long.class);
        before = TradeTables.fingerprint(dataSource);
    }

    @AfterEach
    void nothingChanged() {
        assertThat(TradeTables.fingerprint(dataSource)).isEqualTo(before);
        assertThat(page.get("/app?action=portfolio").body()).contains(PageClient.SELL_LEFT + holding + "\"");
    }

    @Test
    void aHoldingIdBeyondBigintOrBelowOneIsABadRequest() {
        BigInteger h = BigInteger.valueOf(holding);
        for (String id : new String[] {BigInteger.TWO.pow(64).add(h).toString(), BigInteger.TWO.pow(63).toString(),
            "-1", "0", "1" + "0".repeat(100_000)}) {
            page.get("/app?action=portfolio");
            HttpResponse<String> sold = page.submit("/app", "action", "sell", "holdingID", id);
            assertThat(sold.statusCode()).as(id).isEqualTo(400);
            assertThat(sold.body()).contains(BAD_SELL).doesNotContain("has been submitted");
        }
        HttpResponse<String> link = page.get("/app?action=sell&holdingID=" + BigInteger.TWO.pow(64).add(h));
        assertThat(link.statusCode()).isEqualTo(400);
        assertThat(link.body()).contains(BAD_SELL);
    }

    /** The user's report, through the pages: 2^32 + 40 is a BIGINT id, just not one of theirs. */
    @Test
    void aHoldingIdTwoToTheThirtyTwoAboveAHoldingSellsNothing() {
        page.get("/app?action=portfolio");
        HttpResponse<String> sold = page.submit("/app", "action", "sell", "holdingID", String.valueOf((1L << 32) + holding));
        assertThat(sold.body()).contains("That holding was not found").doesNotContain("has been submitted");
    }

    @Test
    void aQuantityTheSchemaCannotHoldIsABadRequest() {
        for (String quantity : new String[] {"1e400", "1.00005", "0.00001", "-0", "123456789012345", "NaN",
            "1" + "0".repeat(100_000)}) {
            page.get("/app?action=quotes&symbols=s:1");
            HttpResponse<String> bought = page.submit("/app", "action", "buy", "symbol", "s:1", "quantity", quantity);
            assertThat(bought.statusCode()).as(quantity).isEqualTo(400);
            assertThat(bought.body()).contains(BAD_BUY).doesNotContain("has been submitted");
        }
        HttpResponse<String> link = page.get("/app?action=buy&symbol=s:1&quantity=1.00005");
        assertThat(link.statusCode()).isEqualTo(400);
        assertThat(link.body()).contains(BAD_BUY);
    }

    @Test
    void anOpeningBalanceTheSchemaCannotHoldIsABadRequest() {
        PageClient visitor = new PageClient(port);
        for (String money : new String[] {"10.005", "1e400", "9999999999999", "1" + "0".repeat(100_000)}) {
            visitor.get("/app?action=register");
            HttpResponse<String> registered = visitor.submit("/app", "action", "register", "user id", "web:numbers",
                    "passwd", "pw", "confirm passwd", "pw", "Full Name", "N", "snail mail", "A", "email", "n@x.com",
                    "Credit Card Number", "1", "money", money);
            assertThat(registered.statusCode()).as(money).isEqualTo(400);
            assertThat(registered.body()).contains("An amount of at least 0 with at most 12 digits before the point and 2"
                    + " after it.");
        }
    }

    @Test
    void aPushIntervalBeyondALongChangesNoSetting() {
        PageClient admin = new PageClient(port);
        admin.get("/config/login");
        admin.submit("/config/login", "username", "admin", "password", WebPagesTest.ADMIN_PASSWORD);
        admin.get("/config");
        boolean alerts = runtime.displayOrderAlerts();
        Duration push = runtime.marketSummaryPushInterval();
        HttpResponse<String> changed = admin.submit("/config/runtime", "displayOrderAlerts", String.valueOf(!alerts),
                "scenarioEnabled", String.valueOf(runtime.scenarioEnabled()), "marketSummaryPushInterval",
                "9223372036854775808");
        assertThat(changed.statusCode()).isEqualTo(400);
        assertThat(changed.body()).contains("The push interval must be a whole number of milliseconds from 100 to"
                + " 9223372036854775807; nothing was changed.");
        assertThat(runtime.displayOrderAlerts()).isEqualTo(alerts);
        assertThat(runtime.marketSummaryPushInterval()).isEqualTo(push);
    }
}
