package org.bourse.app.sessions;

import java.time.Duration;

import jakarta.servlet.DispatcherType;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.connection.RedisPassword;
import org.springframework.data.redis.connection.RedisStandaloneConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceClientConfiguration;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.session.config.SessionRepositoryCustomizer;
import org.springframework.session.data.redis.RedisSessionRepository;
import org.springframework.session.data.redis.config.annotation.web.http.EnableRedisHttpSession;
import org.springframework.session.jdbc.JdbcIndexedSessionRepository;
import org.springframework.session.jdbc.config.annotation.web.http.EnableJdbcHttpSession;
import org.springframework.session.web.http.CookieSerializer;
import org.springframework.session.web.http.DefaultCookieSerializer;
import org.springframework.session.web.http.SessionRepositoryFilter;

/**
 * The shared stores. Nothing here is created for {@code bourse.sessions.store=memory}: the container's
 * sessions stay, with no filter in front of them. For {@code jdbc} and {@code redis}, Spring Session's
 * filter wraps every request (also error and async dispatches, so an error page sees the same session),
 * its cookie keeps the container cookie's settings, and sessions expire after
 * {@code server.servlet.session.timeout} of inactivity, as the container's do.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SessionSettings.class)
class SharedSessionsConfiguration {

    static final String STORE = "bourse.sessions.store";

    /** Spring Session JDBC on the application's data source; its tables come with the migrations (V6). */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnProperty(name = STORE, havingValue = "jdbc")
    @EnableJdbcHttpSession
    static class Jdbc {

        @Bean
        SessionRepositoryCustomizer<JdbcIndexedSessionRepository> sessionTimeout(
                @Value("${server.servlet.session.timeout:30m}") Duration timeout) {
            return repository -> repository.setDefaultMaxInactiveInterval(timeout);
        }
    }

    /** Spring Session Data Redis, one key per session (no keyspace notifications needed from the server). */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnProperty(name = STORE, havingValue = "redis")
    @EnableRedisHttpSession
    static class Redis {

        @Bean
        LettuceConnectionFactory redisConnectionFactory(SessionSettings settings) {
            RedisStandaloneConfiguration server = new RedisStandaloneConfiguration(settings.redisHost(),
                    settings.redisPort());
            if (!settings.redisPassword().isEmpty()) {
                server.setPassword(RedisPassword.of(settings.redisPassword()));
            }
            return new LettuceConnectionFactory(server,
                    LettuceClientConfiguration.builder().commandTimeout(settings.redisTimeout()).build());
        }

        @Bean
        SessionRepositoryCustomizer<RedisSessionRepository> sessionTimeout(
                @Value("${server.servlet.session.timeout:30m}") Duration timeout) {
            return repository -> repository.setDefaultMaxInactiveInterval(timeout);
        }
    }

    /** Both shared stores: the filter's registration and the cookie. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnExpression("!'${" + STORE + ":memory}'.equalsIgnoreCase('memory')")
    static class Shared {

        @Bean
        FilterRegistrationBean<SessionRepositoryFilter<?>> sessionRepositoryFilterRegistration(
                SessionRepositoryFilter<?> filter) {
            FilterRegistrationBean<SessionRepositoryFilter<?>> registration = new FilterRegistrationBean<>(filter);
            registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC, DispatcherType.ERROR);
            registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER);
            return registration;
        }

        @Bean
        CookieSerializer sessionCookie(SessionSettings settings,
                @Value("${server.servlet.session.cookie.http-only:true}") boolean httpOnly,
                @Value("${server.servlet.session.cookie.same-site:lax}") String sameSite) {
            DefaultCookieSerializer cookie = new DefaultCookieSerializer();
            cookie.setCookieName(settings.cookieName());
            cookie.setUseHttpOnlyCookie(httpOnly);
            cookie.setSameSite(sameSite.substring(0, 1).toUpperCase() + sameSite.substring(1).toLowerCase());
            // the value is the session id itself, as the container's cookie is (no Base64): scripts that
            // copy it into a URL or a header need nothing more
            cookie.setUseBase64Encoding(false);
            return cookie;
        }
    }
}
