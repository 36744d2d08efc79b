package org.bourse.boot;

import java.util.Set;

import org.springframework.boot.autoconfigure.AutoConfigurationImportFilter;
import org.springframework.boot.autoconfigure.AutoConfigurationMetadata;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * Spring Boot's auto-configuration of one technology (RabbitMQ, Redis) run only on the nodes whose settings
 * use it, and some of its parts (health indicators, metrics…) on none. A subclass names them and is listed
 * in its module's {@code spring.factories}. Boot also asks this filter about the classes those
 * auto-configurations import: it refuses only the ones named.
 */
public abstract class ModeAutoConfigurations implements AutoConfigurationImportFilter, EnvironmentAware {

    private final String inUseOnly;
    private final Set<String> never;
    private Environment env;

    /**
     * @param inUseOnly the auto-configuration that runs only where {@link #inUse} says
     * @param never     the ones that never run
     */
    protected ModeAutoConfigurations(String inUseOnly, Set<String> never) {
        this.inUseOnly = inUseOnly;
        this.never = Set.copyOf(never);
    }

    /** Whether this node's settings use the technology. */
    protected abstract boolean inUse(Environment environment);

    @Override
    public final void setEnvironment(Environment environment) {
        this.env = environment;
    }

    @Override
    public final boolean[] match(String[] autoConfigurationClasses, AutoConfigurationMetadata metadata) {
        boolean inUse = inUse(env);
        boolean[] match = new boolean[autoConfigurationClasses.length];
        for (int i = 0; i < match.length; i++) {
            String name = autoConfigurationClasses[i]; // null: refused by an earlier filter already
            match[i] = name == null || !never.contains(name) && (inUse || !inUseOnly.equals(name));
        }
        return match;
    }
}
