package org.bourse.web.config;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.population.PopulationSettings;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.orders.OrderBacklog;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.trade.invariants.DatabaseInvariants;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.WebSettings;
import org.bourse.web.scenario.ScenarioStatistics;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationContext;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;


/**
 * {@code /config} (admin role): the settings in force, the runtime-changeable ones, reset and repopulate
 * (POSTs with a CSRF token, never GETs; run by a {@link ResetRunner}) and their progress, the run
 * statistics with the verification, the order backlog, and the invariant check.
 */
@Controller
class ConfigController implements DisposableBean {

    static final String VIEW = "config/config";
    static final String INVARIANTS = "config/invariants";

    private final TradeServices trade;
    private final RuntimeSettings runtime;
    private final ScenarioStatistics scenario;
    private final PopulationSettings population;
    private final SettingsInForce settingsInForce;
    private final DatabaseInvariants invariants;
    private final ResetRunner resets;
    private final Duration resetWait;
    private final ObjectProvider<OrderBacklog> backlog;

    ConfigController(TradeServices trade, RuntimeSettings runtime, ScenarioStatistics scenario,
            PopulationSettings population, ApplicationContext context, ConfigurableEnvironment environment,
            DatabaseInvariants invariants, WebSettings settings, ObjectProvider<Clock> clock,
            ObjectProvider<OrderBacklog> backlog) {
        this.trade = trade;
        this.runtime = runtime;
        this.scenario = scenario;
        this.population = population;
        this.settingsInForce = new SettingsInForce(context, environment);
        this.invariants = invariants;
        this.resets = new ResetRunner(trade, scenario, clock.getIfAvailable(Clock::systemUTC));
        this.resetWait = settings.resetWait();
        this.backlog = backlog;
    }

    @Override
    public void destroy() {
        resets.destroy();
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

    /**
     * resetTrade(false): the run's statistics are reported, verified, and the seeded population is
     * restored. Runs on a thread of its own; the answer comes when it is done (200), or after
     * {@code bourse.web.reset-wait} with its progress (202), which {@code GET /config/reset/status} then
     * reports. 409 if a reset or repopulation is already running, 503 or 500 if it failed.
     */
    @PostMapping("/config/reset")
    String reset(Model model, HttpServletResponse response) {
        return start(ResetRunner.Action.RESET, model, response);
    }

    /** Every trade row deleted, then the seeded population loaded again from nothing; answered as a reset. */
    @PostMapping("/config/repopulate")
    String repopulate(Model model, HttpServletResponse response) {
        return start(ResetRunner.Action.REPOPULATE, model, response);
    }

    /** The latest reset or repopulation since the start: running, done (with the run's statistics) or failed. */
    @GetMapping("/config/reset/status")
    String resetStatus(Model model, HttpServletResponse response) {
        return progressPage(resets.latest(), model, response);
    }

    /** The same, for scripts: {@code {"state":"RUNNING|DONE|FAILED|NONE", …}}. */
    @GetMapping(path = "/config/reset/status", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    ResetStatus resetStatusJson() {
        return ResetStatus.of(resets.latest(), resets.now());
    }

    private String start(ResetRunner.Action action, Model model, HttpServletResponse response) {
        Optional<CompletableFuture<ResetRunner.Progress>> started = resets.start(action);
        if (started.isEmpty()) {
            ResetRunner.Progress running = resets.latest();
            response.setStatus(HttpStatus.CONFLICT.value());
            model.addAttribute(Status.MODEL, Status.error("config.reset.alreadyRunning", running.startedAt(),
                    seconds(running)));
            model.addAttribute("resetRunning", true);
            return page(model);
        }
        return progressPage(resets.await(started.get(), resetWait), model, response);
    }

    private String progressPage(ResetRunner.Progress progress, Model model, HttpServletResponse response) {
        switch (progress.state()) {
            case NONE -> {
                model.addAttribute(Status.MODEL, Status.info("config.reset.none"));
                return config(model);
            }
            case RUNNING -> {
                response.setStatus(HttpStatus.ACCEPTED.value());
                model.addAttribute(Status.MODEL, Status.info(progress.action() == ResetRunner.Action.RESET
                        ? "config.reset.running" : "config.repopulate.running", progress.startedAt(), seconds(progress)));
                model.addAttribute("resetRunning", true);
                return page(model);
            }
            case FAILED -> {
                response.setStatus((progress.error() instanceof TradeException.Busy ? HttpStatus.SERVICE_UNAVAILABLE
                        : HttpStatus.INTERNAL_SERVER_ERROR).value());
                model.addAttribute(Status.MODEL, TradeErrors.status(progress.error()));
                return page(model);
            }
            default -> {
                if (progress.action() == ResetRunner.Action.REPOPULATE) {
                    model.addAttribute(Status.MODEL, Status.info("config.repopulate.done", population.users(),
                            population.quotes()));
                    return config(model);
                }
                statistics(model, progress.before(), "config.statistics.beforeReset", progress.run());
                model.addAttribute(Status.MODEL, Status.info("config.reset.done", seconds(progress)));
                return page(model);
            }
        }
    }

    private String seconds(ResetRunner.Progress progress) {
        return String.format(Locale.ROOT, "%.1f", progress.seconds(resets.now()));
    }

    /**
     * A reset's progress for scripts.
     *
     * @param state     NONE (none since the start), RUNNING, DONE or FAILED
     * @param action    RESET or REPOPULATE (null for NONE)
     * @param seconds   how long it took, or has run so far
     * @param error     why it failed (null unless FAILED)
     */
    record ResetStatus(ResetRunner.State state, ResetRunner.Action action, Instant startedAt, Instant finishedAt,
            double seconds, String error) {

        static ResetStatus of(ResetRunner.Progress p, Instant now) {
            return new ResetStatus(p.state(), p.action(), p.startedAt(), p.finishedAt(), p.seconds(now),
                    p.error() == null ? null : p.error().getMessage());
        }
    }

    /**
     * The settings in force for tools: {@code [{"name":…,"value":…,"origin":…}, …]}, sorted by name, as
     * on the page (passwords only as {@code (set)} or {@code (not set)}).
     */
    @GetMapping(path = "/config/settings.json", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    List<SettingsInForce.Setting> settingsJson() {
        return settingsInForce.all();
    }

    /**
     * What waits to be processed, for tools: open orders and the oldest one's age, and in the broker mode the
     * queue's depth and consumers; a null figure is unknown (docs/operations.md, "Backlog").
     */
    @GetMapping(path = "/config/backlog.json", produces = MediaType.APPLICATION_JSON_VALUE)
    @ResponseBody
    BacklogStatus backlogJson() {
        return BacklogStatus.of(Optional.ofNullable(backlog.getIfAvailable()));
    }

    /** The invariant check I1–I5, I7, I8 on the local database (reads only). */
    @GetMapping("/config/invariants")
    String invariants(Model model) {
        DatabaseInvariants.Outcome outcome = invariants.check();
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
        model.addAttribute("backlog", backlogJson());
        model.addAttribute("settings", settingsInForce.all());
        model.addAttribute("runtime", runtime);
        return VIEW;
    }
}
