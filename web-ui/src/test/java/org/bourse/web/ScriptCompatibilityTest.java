package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.sql.Connection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import javax.sql.DataSource;

import org.bourse.dal.selection.Databases;
import org.bourse.dal.Vendor;
import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.invariants.InvariantResult;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.trade.TradeServices;
import org.bourse.web.config.RunVerification;
import org.bourse.web.config.Verification;
import org.bourse.web.scenario.ScenarioAction;
import org.bourse.web.scenario.ScenarioStatistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * DayTrader's load scripts as they send requests (no CSRF tokens, state-changing GETs), in drop-in mode
 * ({@code bourse.web.daytrader-script-compatibility=true}, under {@code /daytrader} where the scripts
 * address it): the published flow, and the {@code /scenario}
 * driver under a few concurrent cookie-keeping clients, verified as DayTrader's run statistics page does.
 */
@DropInServer
@ExtendWith(OutputCaptureExtension.class)
class ScriptCompatibilityTest {

    static final int SCENARIO_REQUESTS = 1000;
    static final int CLIENTS = 4;

    @LocalServerPort
    int port;

    @Autowired
    TradeServices trade;

    @Autowired
    ScenarioStatistics scenario;

    @Autowired
    PopulationSettings population;

    @Autowired
    DataSource dataSource;

    @Autowired
    Vendor vendor;

    @Test
    void thePublishedScriptFlowWorksAsDayTraderScriptsSendIt() {
        PageClient script = new PageClient(port);
        assertThat(script.get("/daytrader/app").statusCode()).isEqualTo(200);
        HttpResponse<String> home = script.post("/daytrader/app", "uid", "uid:11", "passwd", "xxx", "action", "login");
        assertThat(home.statusCode()).isEqualTo(200);
        assertThat(home.body()).contains("Welcome, uid:11");
        int before = trade.holdings("uid:11").size();

        HttpResponse<String> bought = script.get("/daytrader/app?action=buy&symbol=s:12&quantity=100");
        assertThat(bought.body()).containsPattern("Order \\d+ to buy 100 shares of s:12 has been submitted");

        HttpResponse<String> portfolio = script.get("/daytrader/app?action=portfolio");
        List<String> ids = PageClient.holdingIds(portfolio.body());
        assertThat(ids).hasSize(before + 1).allMatch(id -> id.matches("\\d+"));

        HttpResponse<String> sold = script.get("/daytrader/app?action=sell&holdingID=" + ids.get(0));
        assertThat(sold.statusCode()).isEqualTo(200);
        assertThat(sold.body()).containsPattern("Order \\d+ to sell [0-9.]+ shares of s:\\d+ has been submitted");
        assertThat(trade.holdings("uid:11")).hasSize(before);

        HttpResponse<String> welcome = script.get("/daytrader/app?action=logout");
        assertThat(welcome.body()).contains("You have been logged out.");
        assertThat(script.get("/daytrader/app?action=portfolio").body()).contains("Please log in first.");
    }

    @Test
    void aThousandScenarioRequestsPassTheRunVerification(CapturedOutput output) throws Exception {
        trade.resetTrade(false);
        scenario.reset();
        AtomicInteger notOk = new AtomicInteger();
        ConcurrentHashMap<Integer, Integer> statuses = new ConcurrentHashMap<>();
        ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
        try {
            List<Future<?>> done = new java.util.ArrayList<>();
            for (int c = 0; c < CLIENTS; c++) {
                done.add(clients.submit(() -> {
                    PageClient client = new PageClient(port);
                    for (int i = 0; i < SCENARIO_REQUESTS / CLIENTS; i++) {
                        HttpResponse<String> r = client.get("/daytrader/scenario");
                        statuses.merge(r.statusCode(), 1, Integer::sum);
                        if (r.statusCode() != 200 || r.body().contains("error")
                                && r.body().contains("class=\"status error\"")) {
                            notOk.incrementAndGet();
                        }
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get(5, TimeUnit.MINUTES);
            }
        } finally {
            clients.shutdownNow();
        }
        assertThat(statuses).containsOnlyKeys(200);
        assertThat(notOk).hasValue(0);
        assertThat(output.getAll()).doesNotContain(" ERROR ").doesNotContain("Exception");

        ScenarioStatistics.Snapshot run = scenario.snapshot();
        assertThat(run.requests()).isEqualTo(SCENARIO_REQUESTS);
        List<Verification> rows = RunVerification.verify(trade.runStatistics(), run, population.users(),
                population.quotes());
        assertThat(RunVerification.passed(rows)).as(rows.toString()).isTrue();
        assertThat(rows).filteredOn(v -> List.of("newUsers", "logins", "buys", "sells", "orders").contains(v.code()))
                .hasSize(5).allSatisfy(v -> assertThat(v.outcome()).as(v.toString())
                        .isEqualTo(Verification.Outcome.PASS));
        try (Connection c = dataSource.getConnection()) {
            for (InvariantResult r : Databases.of(vendor).invariantCheck().checkAll(c)) {
                assertThat(r.holds()).as(r.summary()).isTrue();
            }
            // The run check's I6: every order the driver confirmed to its clients is stored once, processed.
            List<Long> confirmed = scenario.acknowledgedSince(0).orderIds();
            assertThat(confirmed).hasSize((int) (run.performed(ScenarioAction.BUY) + run.performed(ScenarioAction.SELL)))
                    .isNotEmpty();
            InvariantResult i6 = Databases.of(vendor).invariantCheck().acknowledgedOrders(c, confirmed).invariant();
            assertThat(i6.holds()).as(i6.summary()).isTrue();
        }
        assertThat(new PageClient(port).get("/daytrader/scenario?action=n").body()).contains("Hello");
    }
}
