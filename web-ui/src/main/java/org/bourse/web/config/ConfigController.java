package org.bourse.web.config;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.sql.DataSource;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.Vendor;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.scenario.ScenarioStatistics;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code /config} (admin role): the settings in force, the runtime-changeable ones, reset and repopulate
 * (POSTs with a CSRF token, never GETs), the run statistics with the verification, and the invariant check.
 */
@Controller
class ConfigController {

    static final String VIEW = "config/config";
    static final String INVARIANTS = "config/invariants";

    /** The settings shown, in this order; secrets (passwords) are never shown. */
    static final List<String> SHOWN_SETTINGS = List.of("bourse.trade.access", "bourse.trade.order-processing",
            "bourse.trade.market-summary-interval", "bourse.trade.order-fee", "bourse.trade.allow-margin",
            "bourse.trade.max-orders", "bourse.population.users", "bourse.population.quotes",
            "bourse.population.seed", "spring.datasource.url", "bourse.passwords.encoder",
            "bourse.passwords.bcrypt-strength", "bourse.web.daytrader-script-compatibility",
            "server.servlet.session.timeout", "bourse.admin.user", "spring.threads.virtual.enabled");

    private final TradeServices trade;
    private final RuntimeSettings runtime;
    private final ScenarioStatistics scenario;
    private final PopulationSettings population;
    private final Environment environment;
    private final LocalInvariants invariants;

    ConfigController(TradeServices trade, RuntimeSettings runtime, ScenarioStatistics scenario,
            PopulationSettings population, Environment environment, ObjectProvider<DataSource> dataSource,
            ObjectProvider<Vendor> vendor) {
        this.trade = trade;
        this.runtime = runtime;
        this.scenario = scenario;
        this.population = population;
        this.environment = environment;
        this.invariants = new LocalInvariants(dataSource, vendor);
    }

    @GetMapping("/config")
    String config(Model model) {
        try {
            RunStatistics now = trade.runStatistics();
            statistics(model, now, "config.statistics.current");
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
        }
        return page(model);
    }

    @PostMapping("/config/runtime")
    String change(@RequestParam(name = "displayOrderAlerts", defaultValue = "false") boolean alerts,
            @RequestParam(name = "scenarioEnabled", defaultValue = "false") boolean scenarioEnabled,
            @RequestParam(name = "marketSummaryPushInterval", required = false) String interval,
            HttpServletResponse response, Model model) {
        Duration push = runtime.marketSummaryPushInterval();
        if (interval != null && !interval.isBlank()) {
            Long millis = NumberText.whole(interval);
            if (millis == null || millis < RuntimeSettings.MIN_PUSH_INTERVAL.toMillis()) {
                // Checked before anything is set: a refused form changes none of the settings.
                response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
                model.addAttribute(Status.MODEL, Status.error("config.runtime.badInterval", String.valueOf(Long.MAX_VALUE)));
                return config(model);
            }
            push = Duration.ofMillis(millis);
        }
        runtime.marketSummaryPushInterval(push);
        runtime.displayOrderAlerts(alerts);
        runtime.scenarioEnabled(scenarioEnabled);
        model.addAttribute(Status.MODEL, Status.info("config.runtime.changed"));
        return config(model);
    }

    /** resetTrade(false): the run's statistics are reported, verified, and the seeded population is restored. */
    @PostMapping("/config/reset")
    String reset(Model model) {
        ScenarioStatistics.Snapshot run = scenario.snapshot();
        try {
            RunStatistics before = trade.resetTrade(false);
            scenario.reset();
            statistics(model, before, "config.statistics.beforeReset", run);
            model.addAttribute(Status.MODEL, Status.info("config.reset.done"));
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
        }
        return page(model);
    }

    /** Every trade row deleted, then the seeded population loaded again from nothing. */
    @PostMapping("/config/repopulate")
    String repopulate(Model model) {
        try {
            trade.resetTrade(true);
            trade.resetTrade(false);
            scenario.reset();
            model.addAttribute(Status.MODEL, Status.info("config.repopulate.done", population.users(),
                    population.quotes()));
        } catch (TradeException e) {
            model.addAttribute(Status.MODEL, TradeErrors.status(e));
        }
        return config(model);
    }

    /** The invariant check I1–I5, I7, I8 on the local database (reads only). */
    @GetMapping("/config/invariants")
    String invariants(Model model) {
        LocalInvariants.Outcome outcome = invariants.check();
        if (!outcome.localDatabase()) {
            model.addAttribute(Status.MODEL, Status.error("config.invariants.noDatabase"));
        } else if (!outcome.ran()) {
            model.addAttribute(Status.MODEL, Status.error("config.invariants.failed", outcome.error()));
        } else {
            model.addAttribute("results", outcome.results());
            model.addAttribute("allHold", outcome.allHold());
        }
        return INVARIANTS;
    }

    private void statistics(Model model, RunStatistics stats, String title) {
        statistics(model, stats, title, scenario.snapshot());
    }

    private void statistics(Model model, RunStatistics stats, String title, ScenarioStatistics.Snapshot run) {
        List<Verification> rows = RunVerification.verify(stats, run, population.users(), population.quotes());
        model.addAttribute("statisticsTitle", title);
        model.addAttribute("stats", stats);
        model.addAttribute("verification", rows);
        model.addAttribute("verificationPassed", RunVerification.passed(rows));
    }

    private String page(Model model) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (String key : SHOWN_SETTINGS) {
            settings.put(key, environment.getProperty(key, ""));
        }
        model.addAttribute("settings", settings);
        model.addAttribute("runtime", runtime);
        return VIEW;
    }
}
