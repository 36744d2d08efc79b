package org.bourse.trade.passwords;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How passwords are hashed ({@code bourse.passwords.*}). Stored hashes carry their algorithm and cost
 * ({@code {bcrypt}$2a$10$…}), so changing these settings never locks anyone out: old hashes still verify.
 *
 * @param encoder        {@code bcrypt} (default) or {@code pbkdf2}
 * @param bcryptStrength bcrypt's log2 cost, 4–31; 10 is secure by default, 4 is the benchmark profile's
 *                       cheap choice (logins are 4% of the scenario mix and bcrypt-10 costs ~70 ms of CPU)
 */
@ConfigurationProperties("bourse.passwords")
public record PasswordSettings(@DefaultValue("bcrypt") String encoder, @DefaultValue("10") int bcryptStrength) {

    public PasswordSettings {
        if (!encoder.equals("bcrypt") && !encoder.equals("pbkdf2")) {
            throw new IllegalArgumentException("bourse.passwords.encoder must be bcrypt or pbkdf2, was '" + encoder + "'");
        }
        if (bcryptStrength < 4 || bcryptStrength > 31) {
            throw new IllegalArgumentException("bourse.passwords.bcrypt-strength must be 4 to 31, was " + bcryptStrength);
        }
    }

    /**
     * How every new hash of these settings begins, its algorithm and cost: {@code {bcrypt}$2a$10$}
     * (the application's bcrypt encoder writes version 2a) or {@code {pbkdf2}}. Known without hashing, so
     * a start-up can tell that a stored hash is already at this cost for free (bcrypt-10 is ~70 ms of CPU).
     */
    public String hashScheme() {
        return encoder.equals("bcrypt") ? "{bcrypt}$2a$%02d$".formatted(bcryptStrength) : "{" + encoder + "}";
    }
}
