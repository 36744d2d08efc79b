package org.bourse.bench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;

import org.bourse.testing.server.BourseProcess;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * What the kit's command tests are given, by parameter ({@code @ExtendWith(SharedServer.class)}): the one Bourse
 * server they all load (an H2 file database of {@link #USERS} users and {@link #QUOTES} quotes, the launcher's
 * default settings), started for the first test class that asks and stopped when the last test has run, so a
 * test run starts it once instead of once per class; and a {@link LoadCommand} of the class's own, its results
 * folder deleted after the class. Tests that need another server (TLS, the broker order mode, the scripts'
 * DayTrader compatibility) start their own and take only the command.
 */
public final class SharedServer implements ParameterResolver {

    public static final int USERS = 200;
    public static final int QUOTES = 100;

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

    /** A server of the kit's tests' population, started with these settings. */
    public static BourseProcess start(String... settings) {
        BourseProcess server = BourseProcess.onH2File().population(USERS, QUOTES);
        server.start(settings);
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
