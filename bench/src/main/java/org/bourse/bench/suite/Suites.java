package org.bourse.bench.suite;

import java.util.List;

import org.bourse.bench.simulation.Methodology;

/** The suites there are (docs/benchmarks/load-kit.md, "Suites"). */
public final class Suites {

    private Suites() {
    }

    /** The load kit's name for all of WSTest's operations and sizes. */
    private static final List<String> WSTEST = List.of("wstest");

    public static List<Suite> all() {
        return List.of(
                new Suite("wstest-saturation", "WSTest saturation (Sun's method)",
                        "Sun's WSTest runs (JAX-WS, 2004-2006), repeated in every later WSTest publication",
                        "Each WSTest operation and size on its own (100% of the requests), a few client threads on"
                                + " persistent keep-alive connections, each sending its next request as soon as the"
                                + " answer is in (no think time). Connections are raised step by step to the top of"
                                + " the throughput curve; the result is the peak throughput per operation with zero"
                                + " errors, and the response times at that point: raw server capacity.",
                        WSTEST, Methodology.SATURATION, 1, 2.0, false),
                new Suite("wstest-think", "WSTest with many users, think time and connection close (Microsoft's"
                        + " method)", "Microsoft's WSTest and StockTrader publications (the 50-client-machine runs)",
                        "Each WSTest operation and size on its own, thousands of virtual users each waiting 1 s"
                                + " (--think) before every request and opening a new connection for it"
                                + " (Connection: close). Peak throughput ≈ users per second until the server"
                                + " saturates: users are raised step by step until throughput stops following them;"
                                + " the result is the peak with zero errors and its response times. Measures the"
                                + " server's connection handling as real clients load it.",
                        WSTEST, Methodology.THINK, 250, 2.0, false),
                new Suite("stocktrader-web", "StockTrader web script", "Microsoft's .NET StockTrader benchmark"
                        + " appendix (2,900 users on a 4-core server, 0 failed transactions)",
                        "Users run the published web script — register, log in, quotes, buy, portfolio, sell,"
                                + " log out — with 1 s think time between steps, each time as a new user, through the"
                                + " HTML pages with their forms' tokens. Users are raised step by step to the top of"
                                + " the curve; a result has zero failed requests and a passed run check (run"
                                + " statistics and the invariants, I6: no acknowledged order lost).",
                        List.of("trade-web"), Methodology.THINK, 100, 2.0, false),
                new Suite("daytrader-scenario", "DayTrader scenario", "Apache DayTrader's TradeScenarioServlet"
                        + " driven by its JMeter plan (one session per thread, no think time)",
                        "GET /scenario on connections that each keep their own session, no think time: each"
                                + " request is one trade action in DayTrader's mix (quotes, portfolio, buy, sell,"
                                + " login/logout, register …). Trade is reset first; connections are raised step by"
                                + " step to the top of the curve; a result has zero failed requests and passes"
                                + " DayTrader's ±5% verification of the mix and the invariant check.",
                        List.of("scenario"), Methodology.SATURATION, 8, 2.0, true));
    }

    public static Suite named(String name) {
        return all().stream().filter(s -> s.name().equalsIgnoreCase(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no suite '" + name + "' (there are: "
                        + String.join(", ", all().stream().map(Suite::name).toList()) + ")"));
    }
}
