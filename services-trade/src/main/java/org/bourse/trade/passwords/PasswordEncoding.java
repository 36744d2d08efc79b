package org.bourse.trade.passwords;

import java.util.Map;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.crypto.password.Pbkdf2PasswordEncoder;

/** The application's one password encoder: new hashes with the configured algorithm, any known one verified. */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(PasswordSettings.class)
class PasswordEncoding {

    @Bean
    PasswordEncoder passwordEncoder(PasswordSettings settings) {
        Map<String, PasswordEncoder> encoders = Map.of(
                "bcrypt", new BCryptPasswordEncoder(settings.bcryptStrength()),
                "pbkdf2", Pbkdf2PasswordEncoder.defaultsForSpringSecurity_v5_8());
        return new DelegatingPasswordEncoder(settings.encoder(), encoders);
    }
}
