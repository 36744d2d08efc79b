package org.bourse.bench.gatling;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

import org.bourse.bench.http.HttpSimulation;
import org.bourse.bench.trade.ScenarioSimulation;
import org.bourse.bench.trade.TradeSoapSimulation;
import org.bourse.bench.trade.TradeWebSimulation;
import org.bourse.bench.wstest.WsTestSimulation;

/**
 * One named workload of {@code bench/load}.
 *
 * @param name        what the command line calls it
 * @param simulation  the Gatling simulation that runs it
 * @param trade       whether it changes Trade data, so the run statistics and invariants are checked after it
 * @param description one line for {@code --list}
 * @param lastStep    the request that ends one iteration (what {@code --count} counts)
 */
public record Workload(String name, Class<?> simulation, boolean trade, String description, String lastStep) {

    public static final List<String> WSTEST = List.of("EchoVoid", "EchoStruct-20", "EchoStruct-100", "EchoStruct-500",
            "EchoList-20", "EchoList-100", "EchoList-500", "EchoSynthetic-1K", "GetOrder-20", "GetOrder-100",
            "GetOrder-500");

    public static List<Workload> all() {
        List<Workload> all = new ArrayList<>();
        for (String w : WSTEST) {
            all.add(new Workload(w, WsTestSimulation.class, false,
                    "WSTest " + w.replace('-', ' ') + ": one SOAP operation, 100% of the requests", w));
        }
        all.add(new Workload("trade-web", TradeWebSimulation.class, true,
                "Trade pages, the published script: register, login, quotes, buy, portfolio, sell, logout", "logout"));
        all.add(new Workload("scenario", ScenarioSimulation.class, true,
                "Trade pages through /scenario (DayTrader's mix), one session per connection", "scenario"));
        all.add(new Workload("trade-soap", TradeSoapSimulation.class, true,
                "Trade SOAP services: login, getQuote, buy, getHoldings, sell, logout per user", "logout"));
        all.add(new Workload("http", HttpSimulation.class, false,
                "Any server: one request over and over, GET --path P or a raw request file --request FILE", "http"));
        return all;
    }

    /** The names the command line takes, for its help: every workload, and {@code wstest} for all of WSTest's. */
    public static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>(all().stream().map(Workload::name).toList());
            names.add("wstest");
            return names.iterator();
        }
    }

    public static Optional<Workload> named(String name) {
        return all().stream().filter(w -> w.name.equalsIgnoreCase(name)).findFirst();
    }

    /** The workloads named on the command line, {@code wstest} standing for all of WSTest's. */
    public static List<Workload> resolve(List<String> names) {
        List<Workload> chosen = new ArrayList<>();
        for (String n : names) {
            if (n.equalsIgnoreCase("wstest")) {
                WSTEST.forEach(w -> chosen.add(named(w).orElseThrow()));
            } else {
                chosen.add(named(n).orElseThrow(
                        () -> new IllegalArgumentException("no workload '" + n + "' (--list shows them)")));
            }
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("name a workload (--list shows them, --help the options)");
        }
        return chosen;
    }
}
