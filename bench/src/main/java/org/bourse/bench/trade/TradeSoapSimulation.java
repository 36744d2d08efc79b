package org.bourse.bench.trade;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.regex;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.substring;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;
import static org.bourse.bench.trade.TradeEnvelopes.envelope;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;

import org.bourse.bench.simulation.AcknowledgedOrders;
import org.bourse.bench.simulation.Arrivals;
import org.bourse.bench.simulation.Iterations;
import org.bourse.bench.simulation.LoadProtocol;
import org.bourse.bench.simulation.OrderLatencies;
import org.bourse.bench.simulation.RunSettings;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.CheckBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Session;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;

/**
 * The Trade SOAP business services, as {@code bench/trade-soap/trade.lua} drives them: each virtual user is
 * one connection trading as its own populated user ({@code uid:k}, so no two users sell the same
 * holding) and loops over login, getQuote, buy 100 shares, getHoldings, sell the holding just bought
 * (the highest id listed: holding ids only grow), logout, with no think time, until the run ends
 * ({@link Iterations}: one iteration is one journey). A buy that comes back open (async or broker order
 * processing) is waited for first ({@link OrderWait}: {@code getOrders (order wait)} polls, bounded by
 * the run's order wait), as DayTrader's and StockTrader's clients do; a buy that comes back completed
 * (sync) sends nothing more. The order ids of the buy and sell replies are kept for the run check. With
 * {@code --rate} ({@link Arrivals}) each arrival is one journey, the populated users taken in turn.
 */
public class TradeSoapSimulation extends Simulation {

    /** The order's id in a buy or sell reply (OrderDataBean's first element). */
    private static final CheckBuilder.Final ORDER_ID = regex("orderID>(\\d+)<").saveAs(AcknowledgedOrders.ORDER_ID);

    /** The bought order's id, for the order wait's polls. */
    private static final CheckBuilder.Final BOUGHT = regex("orderID>(\\d+)<").saveAs("boughtOrderId");

    /** Its status: {@code closed} when processed in the request (sync), else {@code open}. */
    private static final CheckBuilder.Final STATUS = regex("orderStatus>(\\w+)<").saveAs(OrderWait.STATUS);

    private final AtomicInteger started = new AtomicInteger();
    private final AcknowledgedOrders acknowledged = new AcknowledgedOrders();
    private final OrderLatencies latencies = new OrderLatencies();
    private final RunSettings run = RunSettings.from(System.getProperties());
    private final OrderWait orderWait = new OrderWait(run.orderWait(), latencies);
    private final Arrivals arrivals = new Arrivals(run);

    public TradeSoapSimulation() {
        if (!run.open() && run.users() > run.tradeUsers()) {
            throw new IllegalArgumentException("trade-soap needs a populated user per connection: " + run.users()
                    + " connections, " + run.tradeUsers() + " users (--trade-users)");
        }
        ChainBuilder journey = exec(session -> session.set("symbol",
                        "s:" + ThreadLocalRandom.current().nextInt(run.quotes())))
                .exec(soap("login", envelope("login", "userID", "#{uid}", "password", "xxx")))
                .exec(soap("getQuote", envelope("getQuote", "symbol", "#{symbol}")))
                .exec(soap("buy", envelope("buy", "userID", "#{uid}", "symbol", "#{symbol}", "quantity", "100",
                        "orderProcessingMode", "0")).check(ORDER_ID, BOUGHT, STATUS))
                .exec(acknowledged::record)
                .exec(orderWait.untilCompleted(exec(soap("getOrders (order wait)", "getOrders",
                        envelope("getOrders", "userID", "#{uid}")).check(regex(TradeSoapSimulation::statusOfBought)
                                .find().validate("order wait", orderWait::judge).name("order wait")
                                .saveAs(OrderWait.STATUS)))))
                .doIf(session -> OrderWait.completed(session.getString(OrderWait.STATUS))).then(
                        // The highest holding id listed is the one this journey just bought (ids only grow).
                        exec(soap("getHoldings", envelope("getHoldings", "userID", "#{uid}"))
                                .check(regex("holdingID>(\\d+)<").findAll()
                                        .transform(ids -> ids.stream().mapToLong(Long::parseLong).max().getAsLong())
                                        .saveAs("holdingId")))
                                .exec(soap("sell", envelope("sell", "userID", "#{uid}", "holdingID", "#{holdingId}",
                                        "orderProcessingMode", "0")).check(ORDER_ID))
                                .exec(acknowledged::record))
                .exec(soap("logout", envelope("logout", "userID", "#{uid}")));
        Iterations iterations = new Iterations(run, 0);
        // Each user its own populated user; in the open model the arrivals take them in turn, and two journeys of
        // one user meet only with more journeys in flight than users populated.
        ScenarioBuilder users = scenario("trade-soap").exec(session -> session.set("uid",
                "uid:" + Math.floorMod(started.getAndIncrement(), run.tradeUsers())));

        HttpProtocolBuilder protocol = LoadProtocol.of(run)
                .contentTypeHeader("text/xml; charset=utf-8")
                .header("SOAPAction", "\"\"");
        setUp(arrivals.users(users, journey, iterations))
                .protocols(arrivals.protocol(protocol))
                .maxDuration(iterations.bound())
                .assertions(global().failedRequests().count().is(0L));
    }

    @Override
    public void after() {
        acknowledged.write(run);
        latencies.write(run);
        arrivals.write();
    }

    /**
     * The bought order's status in a getOrders reply (OrderDataBean's children in the WSDL's order:
     * orderID, orderType, orderStatus; any namespace prefix).
     */
    private static String statusOfBought(Session session) {
        return "orderID>" + session.getString("boughtOrderId") + "</(?:\\w+:)?orderID>\\s*<(?:\\w+:)?orderType>\\w+"
                + "</(?:\\w+:)?orderType>\\s*<(?:\\w+:)?orderStatus>(\\w+)<";
    }

    /** A SOAP fault is a 500; a 200 must carry the operation's response element. */
    private static HttpRequestActionBuilder soap(String operation, String body) {
        return soap(operation, operation, body);
    }

    private static HttpRequestActionBuilder soap(String name, String operation, String body) {
        return http(name).post("/services/TradeWSServices").body(StringBody(body))
                .check(status().is(200), substring(operation + "Response").exists());
    }
}
