package org.bourse.trade.passwords;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * The scheme a start-up compares stored hashes with, without hashing, is how the application's encoder
 * really begins its new hashes: otherwise the seeded users would keep a cost the settings no longer name.
 */
class HashSchemeTest {

    @Test
    void bcryptHashesBeginWithTheConfiguredCost() {
        for (int strength : new int[] {4, 5, 10}) {
            PasswordSettings settings = new PasswordSettings("bcrypt", strength);
            assertThat(encoder(settings).encode("xxx")).startsWith(settings.hashScheme());
        }
        assertThat(new PasswordSettings("bcrypt", 10).hashScheme()).isEqualTo("{bcrypt}$2a$10$");
        assertThat(new PasswordSettings("bcrypt", 4).hashScheme()).isEqualTo("{bcrypt}$2a$04$");
    }

    @Test
    void pbkdf2HashesBeginWithTheirId() {
        PasswordSettings settings = new PasswordSettings("pbkdf2", 10);
        assertThat(settings.hashScheme()).isEqualTo("{pbkdf2}");
        assertThat(encoder(settings).encode("xxx")).startsWith("{pbkdf2}");
    }

    private static PasswordEncoder encoder(PasswordSettings settings) {
        return new PasswordEncoding().passwordEncoder(settings);
    }
}
