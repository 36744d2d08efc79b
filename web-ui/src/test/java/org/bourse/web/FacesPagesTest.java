package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import org.bourse.dal.trade.Holding;
import org.bourse.testing.TradeTables;
import org.bourse.trade.TradeServices;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * DayTrader's JSF page family as its published JMeter plans drive it ({@code daytrader8.jmx}'s "Throughput
 * Controller Faces", and the Mojarra variant's fields), in drop-in mode under {@code /daytrader}: the same
 * requests, the same assertions and the same regular-expression extractors as the plans, over real HTTP,
 * with the buy, the sell, the profile update and the registration checked in the database.
 */
@DropInServer
public class FacesPagesTest {

    /** The plans' extractors, as they are written in them. */
    static final Pattern MYFACES_VIEW_STATE = Pattern.compile(
            "<input type=\"hidden\" name=\"javax\\.faces\\.ViewState\" id=\"j_id__v_0:javax\\.faces\\.ViewState:1\" value=\"([^\"]+)\".*/>");
    static final Pattern MOJARRA_VIEW_STATE = Pattern.compile(
            "<input type=\"hidden\" name=\"javax\\.faces\\.ViewState\" .* value=\"([^\"]+)\".*/>");
    static final Pattern STOCK = Pattern.compile("s:([0-9]+)");
    static final Pattern HOLDINGS = Pattern.compile("of Holdings: </b>([1-9][0-9]*)</td>");
    static final Pattern ORDER = Pattern.compile("Order (\\d+) to (buy|sell) ([0-9.]+) shares of (s:\\d+) has been submitted");

    @LocalServerPort
    int port;

    @Autowired
    TradeServices trade;

    @Autowired
    DataSource dataSource;

    @Test
    void theFacesBranchOfDaytrader8Passes() {
        PageClient jmeter = new PageClient(port);
        String user = "uid:11";
        int logins = count("SELECT login_count FROM account WHERE profile_user_id = ?", user);

        // WelcomePing Faces, then Login Faces with the view state it carried.
        HttpResponse<String> welcome = jmeter.post("/daytrader/welcome.faces");
        assertThat(welcome.statusCode()).isEqualTo(200);
        String firstState = extract(MYFACES_VIEW_STATE, welcome.body());
        HttpResponse<String> home = jmeter.post("/daytrader/welcome.faces", fields("javax.faces.ViewState", firstState,
                "login:password", "xxx", "login:submit", "Log in", "login:uid", user, "login_SUBMIT", "1"));
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Ready to Trade").contains("DayTrader Home");
        String state = extract(MYFACES_VIEW_STATE, home.body());
        assertThat(state).as("a login renews the view state").isNotEqualTo(firstState);
        assertThat(count("SELECT login_count FROM account WHERE profile_user_id = ?", user)).isEqualTo(logins + 1);

        // Quotes_Faces and Buy_Faces: the quote page, the first symbol on it, and a buy of row 0.
        state = extract(MYFACES_VIEW_STATE, ok(jmeter.get("/daytrader/quote.faces")).body());
        Map<String, String> quotes = fields("javax.faces.ViewState", state, "quotes:symbols", "s:12",
                "quotes:submit2", "quotes", "quotes_SUBMIT", "1");
        for (int row = 0; row < 5; row++) {
            quotes.put("quotes:quotes:" + row + ":quantity", "100");
        }
        HttpResponse<String> quote = ok(jmeter.post("/daytrader/quote.faces", quotes));
        assertThat(quote.body()).contains("DayTrader Quotes");
        String toBuy = extract(STOCK, quote.body());
        assertThat(toBuy).isEqualTo("12");
        state = extract(MYFACES_VIEW_STATE, quote.body());
        int holdingsBefore = trade.holdings(user).size();
        HttpResponse<String> bought = ok(jmeter.post("/daytrader/quote.faces", fields("javax.faces.ViewState", state,
                "quotes:symbols", "s:" + toBuy, "quotes:quotes:0:quantity", "37", "quotes:quotes:0:buy", "buy",
                "quotes_SUBMIT", "1")));
        assertThat(bought.body()).contains("been submitted");
        Matcher buy = order(bought.body());
        assertThat(buy.group(2) + " " + buy.group(3) + " " + buy.group(4)).isEqualTo("buy 37 s:12");
        Map<String, Object> buyRow = row("SELECT o.order_type, o.quote_symbol, o.quantity, o.holding_id, a.profile_user_id"
                + " FROM orders o JOIN account a ON a.account_id = o.account_id WHERE o.order_id = ?", Long.valueOf(buy.group(1)));
        assertThat(buyRow).containsEntry("ORDER_TYPE", "buy").containsEntry("QUOTE_SYMBOL", "s:12")
                .containsEntry("PROFILE_USER_ID", user);
        assertThat((BigDecimal) buyRow.get("QUANTITY")).isEqualByComparingTo("37");
        assertThat(count("SELECT COUNT(*) FROM holding WHERE holding_id = ? AND quote_symbol = 's:12' AND quantity = 37",
                buyRow.get("HOLDING_ID"))).isEqualTo(1);
        assertThat(trade.holdings(user)).hasSize(holdingsBefore + 1);

        // Sell_Faces: the holdings count the plan reads, then the sell of row 0.
        HttpResponse<String> portfolio = ok(jmeter.get("/daytrader/portfolio.faces"));
        assertThat(extract(HOLDINGS, portfolio.body())).isEqualTo(String.valueOf(holdingsBefore + 1));
        Holding first = trade.holdings(user).get(0);
        state = extract(MYFACES_VIEW_STATE, portfolio.body());
        HttpResponse<String> sold = ok(jmeter.post("/daytrader/portfolio.faces", fields("javax.faces.ViewState", state,
                "portfolio:_idcl", "portfolio:holdings:0:sell", "portfolio_SUBMIT", "1",
                "portfolio:symbols", "s:0,s:1,s:2,s:3,s:4")));
        assertThat(sold.body()).contains("been submitted");
        Matcher sell = order(sold.body());
        assertThat(sell.group(2) + " " + sell.group(4)).isEqualTo("sell " + first.symbol());
        Map<String, Object> sellRow = row("SELECT order_type, quote_symbol, quantity FROM orders WHERE order_id = ?",
                Long.valueOf(sell.group(1)));
        assertThat(sellRow).containsEntry("ORDER_TYPE", "sell").containsEntry("QUOTE_SYMBOL", first.symbol());
        assertThat((BigDecimal) sellRow.get("QUANTITY")).isEqualByComparingTo(first.quantity());
        assertThat(count("SELECT COUNT(*) FROM holding WHERE holding_id = ?", first.holdingId())).isZero();

        // Update_Faces: the profile fields land in the logged-in user's profile.
        state = extract(MYFACES_VIEW_STATE, ok(jmeter.get("/daytrader/account.faces")).body());
        HttpResponse<String> updated = ok(jmeter.post("/daytrader/account.faces", fields("javax.faces.ViewState", state,
                "updateProfile:uid", user, "updateProfile:fullname", "rnd111", "updateProfile:password", "xxx",
                "updateProfile:address", "rndAddress", "updateProfile:cpassword", "xxx", "updateProfile:ccn", "rndCC",
                "updateProfile:email", "rndEmail@email.com", "updateProfile_SUBMIT", "1",
                "updateProfile:submit", "Update Profile", "updateProfile:symbols", "s:0,s:1,s:2,s:3,s:4")));
        assertThat(updated.body()).contains("DayTrader Account");
        assertThat(row("SELECT full_name, address, email, credit_card FROM account_profile WHERE user_id = ?", user))
                .containsEntry("FULL_NAME", "rnd111").containsEntry("ADDRESS", "rndAddress")
                .containsEntry("EMAIL", "rndEmail@email.com").containsEntry("CREDIT_CARD", "rndCC");

        // Register_Faces: HomePing, Logout, RegisterPing, Register, HomePing, Logout.
        int logouts = count("SELECT logout_count FROM account WHERE profile_user_id = ?", user);
        logout(jmeter, MYFACES_VIEW_STATE, "tradeHome:_idcl", "tradeHome:logoff", "tradeHome_SUBMIT", "1");
        assertThat(count("SELECT logout_count FROM account WHERE profile_user_id = ?", user)).isEqualTo(logouts + 1);
        assertThat(jmeter.get("/daytrader/portfolio.faces").statusCode()).as("logged out").isEqualTo(302);
        state = extract(MYFACES_VIEW_STATE, ok(jmeter.get("/daytrader/register.faces")).body());
        String newUser = "ru:1101:161616123";
        HttpResponse<String> registered = ok(jmeter.post("/daytrader/register.faces", fields("javax.faces.ViewState",
                state, "register:fullname", "first:1 last:2", "register:address", "first:3 last:4",
                "register:email", "uid11@5.com", "register:uid", newUser, "register:password", "yyy",
                "register:cpassword", "yyy", "register:money", "1000000", "register:ccn", "123-fake-ccnum-456",
                "register_SUBMIT", "1", "register:submit", "Register")));
        assertThat(registered.body()).contains("Registration operation succeeded").contains("Welcome " + newUser);
        assertThat(row("SELECT p.full_name, a.open_balance FROM account_profile p JOIN account a"
                + " ON a.profile_user_id = p.user_id WHERE p.user_id = ?", newUser))
                .containsEntry("FULL_NAME", "first:1 last:2");
        assertThat(trade.account(newUser).openBalance()).isEqualByComparingTo("1000000");
        logout(jmeter, MYFACES_VIEW_STATE, "tradeHome:_idcl", "tradeHome:logoff", "tradeHome_SUBMIT", "1");
    }

    @Test
    void theMojarraPlansFieldsWorkToo() {
        PageClient jmeter = new PageClient(port);
        String user = "uid:12";
        String state = extract(MOJARRA_VIEW_STATE, ok(jmeter.post("/daytrader/welcome.faces")).body());
        HttpResponse<String> home = ok(jmeter.post("/daytrader/welcome.faces", fields("javax.faces.ViewState", state,
                "login:password", "xxx", "login:submit", "Log in", "login:uid", user, "login", "login")));
        assertThat(home.body()).contains("Ready to Trade");

        state = extract(MOJARRA_VIEW_STATE, ok(jmeter.get("/daytrader/quote.faces")).body());
        HttpResponse<String> quote = ok(jmeter.post("/daytrader/quote.faces", fields("javax.faces.ViewState", state,
                "quotes:symbols", "s:7", "quotes:submit", "quotes", "quotes", "quotes", "quotes:quotes:0:quantity", "100")));
        assertThat(quote.body()).contains("DayTrader Quotes");
        assertThat(extract(STOCK, quote.body())).isEqualTo("7");
        state = extract(MOJARRA_VIEW_STATE, quote.body());
        HttpResponse<String> bought = ok(jmeter.post("/daytrader/quote.faces", fields("javax.faces.ViewState", state,
                "quotes:symbols", "s:7", "quotes:quotes:0:quantity", "5", "quotes:quotes:0:buy", "buy", "quotes", "quotes")));
        assertThat(order(bought.body()).group(4)).isEqualTo("s:7");

        HttpResponse<String> portfolio = ok(jmeter.get("/daytrader/portfolio.faces"));
        assertThat(extract(HOLDINGS, portfolio.body())).isEqualTo(String.valueOf(trade.holdings(user).size()));
        Holding first = trade.holdings(user).get(0);
        state = extract(MOJARRA_VIEW_STATE, portfolio.body());
        HttpResponse<String> sold = ok(jmeter.post("/daytrader/portfolio.faces", fields("javax.faces.ViewState", state,
                "portfolio:holdings:0:sell", "portfolio:holdings:0:sell", "portfolio", "portfolio")));
        assertThat(order(sold.body()).group(2)).isEqualTo("sell");
        assertThat(count("SELECT COUNT(*) FROM holding WHERE holding_id = ?", first.holdingId())).isZero();

        logout(jmeter, MOJARRA_VIEW_STATE, "tradeHome:logoff", "tradeHome:logoff", "tradeHome", "tradeHome");
    }

    @Test
    void aPostbackActsOnlyWithItsOwnSessionsViewState() {
        PageClient victim = new PageClient(port);
        PageClient other = new PageClient(port);
        String user = "uid:13";
        String victimsState = extract(MYFACES_VIEW_STATE, ok(victim.post("/daytrader/welcome.faces")).body());
        extract(MYFACES_VIEW_STATE, ok(other.post("/daytrader/welcome.faces")).body());
        Map<String, String> before = TradeTables.fingerprint(dataSource);

        // Another session's view state: refused, nobody logged in, nothing counted.
        HttpResponse<String> refused = other.post("/daytrader/welcome.faces", fields("javax.faces.ViewState",
                victimsState, "login:uid", user, "login:password", "xxx", "login:submit", "Log in"));
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(refused.body()).contains("View expired");
        assertThat(other.get("/daytrader/tradehome.faces").statusCode()).isEqualTo(302);
        assertThat(TradeTables.fingerprint(dataSource)).isEqualTo(before);

        // Logged in: the token from before the login is worth nothing, and a post without one is no postback.
        ok(victim.post("/daytrader/welcome.faces", fields("javax.faces.ViewState", victimsState, "login:uid", user,
                "login:password", "xxx", "login:submit", "Log in")));
        ok(victim.get("/daytrader/quote.faces"));
        before = TradeTables.fingerprint(dataSource);
        Map<String, String> buy = fields("quotes:symbols", "s:1", "quotes:quotes:0:quantity", "10",
                "quotes:quotes:0:buy", "buy", "quotes_SUBMIT", "1");
        HttpResponse<String> noPostback = ok(victim.post("/daytrader/quote.faces", buy));
        assertThat(noPostback.body()).contains("DayTrader Quotes").doesNotContain("been submitted");
        buy.put("javax.faces.ViewState", victimsState);
        assertThat(victim.post("/daytrader/quote.faces", buy).statusCode()).isEqualTo(403);
        assertThat(TradeTables.fingerprint(dataSource)).isEqualTo(before);

        // A logged-out request for a user's page goes to the login page, as DayTrader's filter sends it.
        HttpResponse<String> loggedOut = new PageClient(port).get("/daytrader/portfolio.faces");
        assertThat(loggedOut.statusCode()).isEqualTo(302);
        assertThat(loggedOut.headers().firstValue("Location")).hasValueSatisfying(
                location -> assertThat(location).endsWith("/daytrader/welcome.faces"));
    }

    @Test
    void aRefusedProfileUpdateSaysWhyAndChangesNothing() {
        PageClient browser = new PageClient(port);
        String user = "uid:14";
        String state = extract(MYFACES_VIEW_STATE, ok(browser.post("/daytrader/welcome.faces")).body());
        ok(browser.post("/daytrader/welcome.faces", fields("javax.faces.ViewState", state, "login:uid", user,
                "login:password", "xxx", "login:submit", "Log in")));
        state = extract(MYFACES_VIEW_STATE, ok(browser.get("/daytrader/account.faces")).body());
        Map<String, String> before = TradeTables.fingerprint(dataSource);
        HttpResponse<String> refused = ok(browser.post("/daytrader/account.faces", fields("javax.faces.ViewState",
                state, "updateProfile:password", "new", "updateProfile:cpassword", "other",
                "updateProfile:fullname", "Someone Else", "updateProfile:address", "a", "updateProfile:ccn", "c",
                "updateProfile:email", "e", "updateProfile:submit", "Update Profile")));
        assertThat(refused.body()).contains("The passwords do not match.").contains("Someone Else");
        assertThat(TradeTables.fingerprint(dataSource)).isEqualTo(before);
    }

    /** HomePing Faces then Logout Faces, with the plan's fields for the Logoff link. */
    private static void logout(PageClient jmeter, Pattern viewState, String... linkFields) {
        String state = extract(viewState, ok(jmeter.get("/daytrader/tradehome.faces")).body());
        Map<String, String> logout = fields("javax.faces.ViewState", state, "tradeHome:symbols", "s:0,s:1,s:2,s:3,s:4");
        logout.putAll(fields(linkFields));
        HttpResponse<String> welcome = ok(jmeter.post("/daytrader/tradehome.faces", logout));
        assertThat(welcome.body()).contains("DayTrader Login");
        extract(viewState, welcome.body());
    }

    private static HttpResponse<String> ok(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return response;
    }

    private static Map<String, String> fields(String... nameValues) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < nameValues.length; i += 2) {
            fields.put(nameValues[i], nameValues[i + 1]);
        }
        return fields;
    }

    private static String extract(Pattern extractor, String body) {
        Matcher m = extractor.matcher(body);
        assertThat(m.find()).as("%s in%n%s", extractor, body).isTrue();
        return m.group(1);
    }

    private static Matcher order(String body) {
        Matcher m = ORDER.matcher(body);
        assertThat(m.find()).as(body).isTrue();
        return m;
    }

    private int count(String sql, Object argument) {
        return ((Number) row(sql, argument).values().iterator().next()).intValue();
    }

    private Map<String, Object> row(String sql, Object argument) {
        try (Connection c = dataSource.getConnection(); PreparedStatement s = c.prepareStatement(sql)) {
            s.setObject(1, argument);
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).as(sql).isTrue();
                Map<String, Object> row = new LinkedHashMap<>();
                for (int k = 1; k <= rs.getMetaData().getColumnCount(); k++) {
                    row.put(rs.getMetaData().getColumnLabel(k).toUpperCase(java.util.Locale.ROOT), rs.getObject(k));
                }
                return row;
            }
        } catch (SQLException e) {
            throw new AssertionError(sql + ": " + e, e);
        }
    }
}
