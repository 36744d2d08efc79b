package org.bourse.bench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * What the kit's command tests are given, by parameter ({@code @ExtendWith(SharedServer.class)}): the one Bourse
 * server they all load (an H2 file database of {@link #USERS} users and {@link #QUOTES} quotes, the launcher's
 * default settings and DayTrader's script compatibility, which the {@code bench/*}{@code /run.sh} scripts' wrk
 * journeys need: they send no CSRF tokens), started for the first test class that asks and stopped when the last test has run, so
 * a test run starts it once instead of once per class; and a {@link LoadCommand} of the class's own, its
 * results folder deleted after the class. Tests that need another server (TLS, the broker order mode) start
 * their own and take only the command.
 */
public final class SharedServer implements ParameterResolver {

    public static final int USERS = 200;
    public static final int QUOTES = 100;

    /**
     * The environment with which a {@code bench/*}{@code /run.sh} script measures this server instead of starting
     * its own (bench/lib/running.sh), with its population for the scripts' journeys.
     */
    public static Map<String, String> scriptEnvironment(BourseProcess server) {
        return Map.of("BOURSE_URL", server.url(), "BOURSE_PID", Long.toString(server.pid()),
                "BOURSE_ADMIN_PASSWORD", BourseProcess.ADMIN_PASSWORD, "USERS", Integer.toString(USERS),
                "QUOTES", Integer.toString(QUOTES));
    }

    private static final ExtensionContext.Namespace SHARED = ExtensionContext.Namespace.create(SharedServer.class);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == BourseProcess.class || type == LoadCommand.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (parameter.getParameter().getType() == BourseProcess.class) {
            // The root context's store closes it (AutoCloseable) when the whole run ends.
            return context.getRoot().getStore(SHARED).computeIfAbsent(BourseProcess.class, k -> start(),
                    BourseProcess.class);
        }
        // Closed (its folder deleted) with the context that asked: the class's, for a constructor or @BeforeAll.
        return context.getStore(SHARED).computeIfAbsent(LoadCommand.class, k -> results(context),
                LoadCommand.class);
    }

    private static BourseProcess start() {
        BourseProcess server = BourseProcess.onH2File().population(USERS, QUOTES);
        server.start("--bourse.web.daytrader-script-compatibility=true");
        return server;
    }

    private static LoadCommand results(ExtensionContext context) {
        try {
            return LoadCommand.inTemporaryFolder("bourse-bench-" + context.getRequiredTestClass().getSimpleName());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
