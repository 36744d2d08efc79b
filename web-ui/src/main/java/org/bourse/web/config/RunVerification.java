package org.bourse.web.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.web.config.Verification.Outcome;
import org.bourse.web.scenario.ScenarioAction;
import org.bourse.web.scenario.ScenarioStatistics;

/**
 * DayTrader's run verification (its runStats page): each statistic within ±5% of what the scenario
 * requests since the run started should have produced, open and cancelled orders zero. Differences from
 * DayTrader, all so that a short run can pass honestly: the expectations count the requests dealt from
 * the mix ({@code M}, not the logins of empty sessions), the changes are measured from the statistics at
 * the run's start (not from the population sizes), logins expect one per client besides the logouts, and
 * buys and sells account for the sell deficit still outstanding. And a count may also be off by as many
 * cards as its actions have in the mix's deck: the driver deals whole shuffled decks of 50, so the last,
 * partly dealt deck may hold all of an action's cards or none (a 3-second run of ~300 requests expects
 * 6.2 registrations and correctly gets 6 or 7, 13% apart; from ~1,000 requests on, ±5% is the wider bound).
 * Over several nodes (cluster scope) each node deals its own decks, so that allowance is one deck per node.
 */
public final class RunVerification {

    /** DayTrader's {@code verifyPercent}. */
    public static final double TOLERANCE_PERCENT = 5.0;

    private RunVerification() {
    }

    public static List<Verification> verify(RunStatistics now, ScenarioStatistics.Snapshot run, int users,
            int quotes) {
        List<Verification> rows = new ArrayList<>();
        rows.add(equalOrWarn("stocks", quotes, now.tradeStockCount()));
        rows.add(equalOrWarn("traders", users, now.tradeUserCount()));
        RunStatistics start = run.baseline();
        double m = run.mixRequests();
        rows.add(new Verification("requests", null, Long.toString(run.requests()), Outcome.NA, null));
        if (start == null) {
            rows.add(new Verification("noRun", null, null, Outcome.NA, null));
        } else {
            long newUsers = now.newUserCount() - start.newUserCount();
            long logins = now.sumLoginCount() - start.sumLoginCount();
            long logouts = now.sumLogoutCount() - start.sumLogoutCount();
            long buys = now.buyOrderCount() - start.buyOrderCount();
            long sells = now.sellOrderCount() - start.sellOrderCount();
            int decks = run.nodes();
            rows.add(within("newUsers", pct(ScenarioAction.REGISTER) * m, newUsers, decks, ScenarioAction.REGISTER));
            // a session logged out at the run's end has not logged in again yet
            rows.add(within("logins", pct(ScenarioAction.LOGOUT) * m + run.newClients(), logins,
                    decks * ScenarioAction.LOGOUT.cards() + run.loggedOut(), Outcome.FAIL));
            long floor = logins - run.newClients();
            rows.add(new Verification("logouts", "\u2265 " + floor, Long.toString(logouts),
                    logouts >= floor ? Outcome.PASS : Outcome.FAIL, null));
            rows.add(within("buys", pct(ScenarioAction.BUY) * m + run.sellDeficit(), buys, decks, ScenarioAction.BUY));
            rows.add(within("sells", pct(ScenarioAction.SELL) * m - run.sellDeficit(), sells, decks,
                    ScenarioAction.SELL));
            rows.add(within("orders", (pct(ScenarioAction.BUY) + pct(ScenarioAction.SELL)) * m,
                    now.orderCount() - start.orderCount(), decks, ScenarioAction.BUY, ScenarioAction.SELL));
        }
        rows.add(within("holdings", 5.0 * now.tradeUserCount(), now.holdingCount(), 0, Outcome.WARN));
        rows.add(zero("open", now.openOrderCount()));
        rows.add(zero("cancelled", now.cancelledOrderCount()));
        return rows;
    }

    public static boolean passed(List<Verification> rows) {
        return rows.stream().noneMatch(Verification::failed);
    }

    private static double pct(ScenarioAction action) {
        return action.percent() / 100.0;
    }

    private static Verification equalOrWarn(String code, long expected, long actual) {
        return new Verification(code, Long.toString(expected), Long.toString(actual),
                expected == actual ? Outcome.PASS : Outcome.WARN, null);
    }

    private static Verification zero(String code, long actual) {
        return new Verification(code, "0", Long.toString(actual), actual == 0 ? Outcome.PASS : Outcome.FAIL, null);
    }

    /**
     * A count the mix deals: within ±5% or within the cards its actions have in one deck per node (each node
     * deals decks of its own, and each node's last deck may be partly dealt).
     */
    private static Verification within(String code, double expected, long actual, int decks,
            ScenarioAction... dealtBy) {
        int cards = 0;
        for (ScenarioAction a : dealtBy) {
            cards += a.cards();
        }
        return within(code, expected, actual, (long) decks * cards, Outcome.FAIL);
    }

    /**
     * DayTrader's verify(): pass within ±5%, or within {@code slack} events. N/A while less than one event
     * is expected (DayTrader says N/A whenever either value is zero, which hides a statistic that stayed
     * at zero).
     */
    private static Verification within(String code, double expected, long actual, long slack,
            Outcome whenOutside) {
        String shown = String.format(Locale.ROOT, "%.1f", expected);
        if (expected < 1.0) {
            return new Verification(code, shown, Long.toString(actual), Outcome.NA, null);
        }
        double deviation = (actual / expected) * 100 - 100;
        boolean inside = Math.abs(deviation) <= TOLERANCE_PERCENT || Math.abs(actual - expected) <= slack;
        Outcome outcome = inside ? Outcome.PASS : whenOutside;
        return new Verification(code, shown, Long.toString(actual), outcome,
                String.format(Locale.ROOT, "%+.2f%%", deviation));
    }
}
