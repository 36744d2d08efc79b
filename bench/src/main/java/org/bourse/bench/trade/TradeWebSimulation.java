package org.bourse.bench.trade;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.pause;
import static io.gatling.javaapi.core.CoreDsl.regex;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.flushCookieJar;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

import org.bourse.bench.simulation.AcknowledgedOrders;
import org.bourse.bench.simulation.Arrivals;
import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.Simulation;

/**
 * The published Trade web script (bench.md, StockTrader's appendix), with a think time between steps:
 * register a new user, log in, look at quotes, buy, look at the portfolio, sell the holding found there,
 * log out. Each virtual user runs the script again and again, each time as a new user with an empty cookie
 * jar, until the run ends ({@link Iterations}: one iteration is one script; a started script always
 * finishes). The pages run with the server's default settings: every form is posted with the CSRF token
 * of the page before it, and the sell link shows a confirmation whose button posts the sale. A buy whose
 * confirmation shows it open (async or broker order processing) is waited for before the portfolio
 * ({@link OrderWait}: {@code portfolio (order wait)} polls until the holding is listed, bounded by the run's
 * order wait); a buy shown closed (sync) sends nothing more. The order ids of the buy and sell
 * confirmations are kept for the run check. With {@code --rate} ({@link Arrivals}) each arrival runs the script
 * once, as a new user.
 */
public class TradeWebSimulation extends Simulation {

    /** Every page carries the session's token (the login form, or the logout button when logged in). */
    static final CheckBuilder.Final TOKEN = regex("name=\"_csrf\" value=\"([^\"]+)\"").saveAs("csrf");

    /** The scripts' boundaries (trade.md): the holding id between this and the next quote. */
    static final String HOLDING_LINK = "(?i)<a href=\"app\\?action=sell&holdingID=(\\d+)\"";

    static final CheckBuilder.Final HOLDING = regex(HOLDING_LINK).saveAs("holdingId");

    /** The order id in a confirmation page: "Order N to buy|sell …". */
    static final CheckBuilder.Final ORDER = regex("Order (\\d+) to (?:buy|sell) ").saveAs(AcknowledgedOrders.ORDER_ID);

    /** The status cell of the order in a confirmation page (its details table: id, then status). */
    static final CheckBuilder.Final STATUS = regex("<tbody>\\s*<tr>\\s*<td>\\d+</td>\\s*<td>(\\w+)</td>").optional()
            .saveAs(OrderWait.STATUS);

    private final AtomicLong registered = new AtomicLong();
    private final AcknowledgedOrders acknowledged = new AcknowledgedOrders();
    private final OrderLatencies latencies = new OrderLatencies();
    private final RunSettings run = RunSettings.from(System.getProperties());
    private final OrderWait orderWait = new OrderWait(run.orderWait(), latencies);
    private final Arrivals arrivals = new Arrivals(run);

    public TradeWebSimulation() {
        Duration think = run.think();

        ChainBuilder script = exec(flushCookieJar())
                .exec(session -> session.set("uid", "gw" + run.runTag() + "-" + registered.incrementAndGet())
                        .set("symbol", "s:" + ThreadLocalRandom.current().nextInt(run.quotes()))
                        .remove(OrderWait.STATUS))
                .exec(http("register form").get("/app?action=register").check(status().is(200), TOKEN))
                .exec(http("register").post("/app").formParamMap(Map.of("action", "register",
                                "user id", "#{uid}", "passwd", "xxx", "confirm passwd", "xxx",
                                "Full Name", "Gatling User", "snail mail", "1 Load St.",
                                "email", "load@example.com", "Credit Card Number", "1-2-3-4", "money", "100000"))
                        .formParam("_csrf", "#{csrf}")
                        .check(status().is(200), substring("Registration succeeded").exists(), TOKEN))
                .pause(think)
                .exec(http("login").post("/app").formParam("action", "login").formParam("uid", "#{uid}")
                        .formParam("passwd", "xxx").formParam("_csrf", "#{csrf}")
                        .check(status().is(200), substring("Welcome, ").exists(), TOKEN))
                .pause(think)
                .exec(http("quotes").get("/app?action=quotes&symbols=#{symbol}")
                        .check(status().is(200), substring("#{symbol}").exists(), TOKEN))
                .pause(think)
                .exec(http("buy").post("/app").formParam("action", "buy").formParam("symbol", "#{symbol}")
                        .formParam("quantity", "100").formParam("_csrf", "#{csrf}")
                        .check(status().is(200), substring("to buy 100 shares").exists(), ORDER, STATUS, TOKEN))
                .exec(acknowledged::record)
                // A fresh user's portfolio lists the holding once the buy is processed.
                .exec(orderWait.untilCompleted(exec(http("portfolio (order wait)").get("/app?action=portfolio")
                        .check(status().is(200), TOKEN, regex(HOLDING_LINK).find().withDefault("")
                                .transform(id -> id.isEmpty() ? "open" : "closed")
                                .validate("order wait", orderWait::judge).name("order wait")
                                .saveAs(OrderWait.STATUS)))))
                // Nothing to sell when the wait ran out (that poll failed): the script goes on to log out.
                .doIf(session -> !OrderWait.pending(session.getString(OrderWait.STATUS))).then(exec(pause(think))
                        .exec(http("portfolio").get("/app?action=portfolio").check(status().is(200), HOLDING, TOKEN))
                        .pause(think)
                        .exec(http("sell confirm").get("/app?action=sell&holdingID=#{holdingId}")
                                .check(status().is(200), TOKEN))
                        .exec(http("sell").post("/app").formParam("action", "sell")
                                .formParam("holdingID", "#{holdingId}").formParam("_csrf", "#{csrf}")
                                .check(status().is(200), substring("to sell 100 shares").exists(), ORDER, TOKEN))
                        .exec(acknowledged::record))
                .pause(think)
                .exec(http("logout").post("/app").formParam("action", "logout").formParam("_csrf", "#{csrf}")
                        .check(status().is(200), substring("You have been logged out.").exists()));
        // Six think times per script.
        Iterations iterations = new Iterations(run, 6);
        setUp(arrivals.users(scenario("trade-web"), script, iterations))
                .protocols(arrivals.protocol(LoadProtocol.of(run)))
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void after() {
        acknowledged.write(run);
        latencies.write(run);
        arrivals.write();
    }
}
