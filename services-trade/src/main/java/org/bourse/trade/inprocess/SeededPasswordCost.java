package org.bourse.trade.inprocess;

import java.time.Duration;
import java.util.Optional;

import javax.sql.DataSource;

import org.bourse.dal.population.Population;
import org.bourse.dal.population.PopulationPlan;
import org.bourse.trade.passwords.PasswordSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Keeps the seeded users' password hash at the configured algorithm and cost: at start-up, after any
 * population, a shared seeded hash of another cost or algorithm is replaced by a new one (one hash, one
 * UPDATE), so changing {@code bourse.passwords.bcrypt-strength} and restarting is enough — no
 * repopulation — and a load run's logins cost what the setting says. Users who changed their password
 * keep theirs (they are rehashed at their next login only if the encoder asks for it). A hash of the
 * configured scheme is recognised without hashing and without the population lock (the usual start); a change
 * is made under the lock: of several nodes starting together on one database with a new setting, one rehashes
 * and the others find the hash already changed.
 */
final class SeededPasswordCost implements InitializingBean {

    private static final Logger LOG = LoggerFactory.getLogger(SeededPasswordCost.class);

    private final Population population;
    private final DataSource dataSource;
    private final PasswordEncoder passwords;
    private final String configuredScheme;
    private final Duration lockWait;

    /** {@code configuredScheme}: how the encoder's new hashes begin ({@link PasswordSettings#hashScheme()}). */
    SeededPasswordCost(Population population, DataSource dataSource, PasswordEncoder passwords,
            String configuredScheme, Duration lockWait) {
        this.population = population;
        this.dataSource = dataSource;
        this.passwords = passwords;
        this.configuredScheme = configuredScheme;
        this.lockWait = lockWait;
    }

    @Override
    public void afterPropertiesSet() {
        long start = System.nanoTime();
        population.replaceSeededPasswordHash(dataSource, lockWait, seeded -> scheme(seeded).equals(configuredScheme),
                this::replacement).ifPresent(change -> LOG.info(
                "Seeded users' password hash changed from {} to {} (bourse.passwords.*): {} users in {} ms",
                scheme(change.from()), scheme(change.to()), change.users(), (System.nanoTime() - start) / 1_000_000));
    }

    /** A hash of the configured algorithm and cost, unless the seeded one has them (or is not the demo password's). */
    private Optional<String> replacement(String seeded) {
        String wanted = passwords.encode(PopulationPlan.USER_PASSWORD);
        if (scheme(seeded).equals(scheme(wanted)) || !passwords.matches(PopulationPlan.USER_PASSWORD, seeded)) {
            return Optional.empty();
        }
        return Optional.of(wanted);
    }

    /** Algorithm and cost of a stored hash: {@code {bcrypt}$2a$10$} for bcrypt, the {@code {id}} otherwise. */
    static String scheme(String hash) {
        if (hash.startsWith("{bcrypt}$") && hash.length() > "{bcrypt}$2a$10$".length()) {
            return hash.substring(0, "{bcrypt}$2a$10$".length());
        }
        int end = hash.indexOf('}');
        return end < 0 ? "" : hash.substring(0, end + 1);
    }
}
