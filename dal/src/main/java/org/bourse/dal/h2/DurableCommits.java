package org.bourse.dal.h2;

import java.util.Locale;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.core.Ordered;

import com.zaxxer.hikari.HikariConfig;

/**
 * Gives every H2 connection pool the {@code WRITE_DELAY} of {@link H2Settings} (0 unless opted out), so
 * that an H2 commit is on disk when it returns. H2's own default (500 ms) writes committed transactions
 * in the background: a killed process loses the last half second of acknowledged orders, and the next
 * start hands their ids out again. With {@code WRITE_DELAY=0} H2 (MVStore) writes the changes of each
 * commit to the file before the commit returns (to the operating system, without fsync: durable across a
 * process kill, not a power cut; docs/decisions.md). A URL that names another {@code WRITE_DELAY} itself
 * is refused: the unsafe choice is made with the setting whose name says so.
 */
final class DurableCommits implements BeanPostProcessor, Ordered {

    private static final Logger LOG = LoggerFactory.getLogger(DurableCommits.class);
    private static final String SETTING = "WRITE_DELAY";

    private final H2Settings settings;

    DurableCommits(H2Settings settings) {
        this.settings = settings;
    }

    /**
     * Before every post-processor without an order, among them the outage watch that wraps the pool
     * (org.bourse.dal.outage), after which the pool is no longer the bean this one looks for.
     */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }

    @Override
    public Object postProcessAfterInitialization(Object bean, String beanName) {
        if (bean instanceof HikariConfig pool && isH2(pool.getJdbcUrl())) {
            pool.setJdbcUrl(withWriteDelay(pool.getJdbcUrl(), settings));
            if (!settings.durable()) {
                LOG.warn("H2 {}={} (bourse.h2.unsafe-write-delay): commits acknowledged in the last {} ms before a"
                        + " crash are lost", SETTING, settings.unsafeWriteDelay().toMillis(),
                        settings.unsafeWriteDelay().toMillis());
            }
        }
        return bean;
    }

    static boolean isH2(String url) {
        return url != null && url.regionMatches(true, 0, "jdbc:h2:", 0, "jdbc:h2:".length());
    }

    /** The URL with {@code ;WRITE_DELAY=<ms>} appended, or as it is when it already names that value. */
    static String withWriteDelay(String url, H2Settings settings) {
        long millis = settings.unsafeWriteDelay().toMillis();
        String[] parts = url.split(";");
        for (int i = 1; i < parts.length; i++) {
            int equals = parts[i].indexOf('=');
            if (equals > 0 && parts[i].substring(0, equals).trim().toUpperCase(Locale.ROOT).equals(SETTING)) {
                String value = parts[i].substring(equals + 1).trim();
                if (value.equals(Long.toString(millis))) {
                    return url;
                }
                throw new IllegalStateException("The H2 URL " + url + " sets " + SETTING + "=" + value + ", but"
                        + " bourse.h2.unsafe-write-delay is " + millis + "ms: remove it from the URL (Bourse sets "
                        + SETTING + "=0, so that an acknowledged commit survives a crash), or set"
                        + " bourse.h2.unsafe-write-delay=" + value + "ms to accept losing the commits of that"
                        + " many milliseconds before a crash");
            }
        }
        return url + (url.endsWith(";") ? "" : ";") + SETTING + "=" + millis;
    }
}
