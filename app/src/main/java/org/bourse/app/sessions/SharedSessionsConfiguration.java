package org.bourse.app.sessions;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.resource.Delay;
import jakarta.servlet.DispatcherType;

import org.bourse.boot.InvalidSetting;
import org.bourse.dal.outage.DatabaseOutage;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.data.redis.autoconfigure.ClientResourcesBuilderCustomizer;
import org.springframework.boot.data.redis.autoconfigure.DataRedisConnectionDetails;
import org.springframework.boot.data.redis.autoconfigure.DataRedisConnectionDetails.Node;
import org.springframework.boot.data.redis.autoconfigure.DataRedisProperties;
import org.springframework.boot.data.redis.autoconfigure.LettuceClientOptionsBuilderCustomizer;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.session.SessionRepository;
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
 * {@code server.servlet.session.timeout} of inactivity, as the container's do. A store that fails makes
 * the requests that need a session answer 503 at once, logged once per outage ({@link StoreOutage},
 * {@link StoreFailureResponder}).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(SessionSettings.class)
class SharedSessionsConfiguration {

    /** Spring Session JDBC on the application's data source; its tables come with the migrations (V6). */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnSessionStore(SessionStore.JDBC)
    @EnableJdbcHttpSession
    static class Jdbc {

        /** The session timeout, and Spring Session's own clean-up off: {@link JdbcSessionCleanup} does it. */
        @Bean
        SessionRepositoryCustomizer<JdbcIndexedSessionRepository> sessionTimeout(
                @Value("${server.servlet.session.timeout:30m}") Duration timeout, JdbcSessionCleanup cleanup) {
            return repository -> {
                repository.setDefaultMaxInactiveInterval(timeout);
                repository.setCleanupCron(Scheduled.CRON_DISABLED);
                cleanup.cleans(repository);
            };
        }

        @Bean
        JdbcSessionCleanup jdbcSessionCleanup(DatabaseOutage database) {
            return new JdbcSessionCleanup(database);
        }

        @Bean
        StoreOutage sessionStoreOutage(@Value("${spring.datasource.hikari.connection-timeout:30000}") long poolWaitMillis,
                DatabaseOutage database) {
            return StoreOutage.inTheDatabase(Duration.ofMillis(poolWaitMillis), database);
        }
    }

    /**
     * Spring Session Data Redis, one key per session (no keyspace notifications needed from the server), on
     * Spring Boot's Redis connection: one, shared by every request, made from the {@code spring.data.redis.*}
     * settings ({@link RedisAutoConfigurations}). A connection attempt waits at most
     * {@code spring.data.redis.connect-timeout} and a command {@code spring.data.redis.timeout} (5 s each unless
     * set: {@link RenamedRedisSettings}).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnSessionStore(SessionStore.REDIS)
    @EnableRedisHttpSession
    static class Redis {

        /**
         * A reconnect back-off capped at half a second: Lettuce's default grows to 30 s, and a node then went
         * on refusing sessions for seconds after Redis was back.
         */
        @Bean
        ClientResourcesBuilderCustomizer redisReconnectDelay() {
            return resources -> resources.reconnectDelay(
                    Delay.exponential(Duration.ofMillis(50), Duration.ofMillis(500), 2, TimeUnit.MILLISECONDS));
        }

        /**
         * Redis' name resolved by the JDK, as every other engine's is, each time Lettuce connects (also at each
         * reconnect), its addresses taken in turn ({@link AddressesInTurn}). Lettuce's default is Netty's own DNS
         * resolver: it reads /etc/hosts once and keeps an answer for the DNS record's whole TTL (600 s from
         * Compose's DNS), so a node went on reconnecting to the address a restarted Redis no longer had.
         */
        @Bean
        ClientResourcesBuilderCustomizer redisNameResolvedByTheJdk() {
            return resources -> resources.addressResolverGroup(new AddressesInTurn());
        }

        /**
         * While the connection is down, commands fail at once instead of queueing until the timeout (Lettuce's
         * default queues them and replays them at the reconnect).
         */
        @Bean
        LettuceClientOptionsBuilderCustomizer redisRejectsWhileDisconnected() {
            return options -> options.disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS);
        }

        /** Spring Data Redis' one shared connection, dropped after a timeout: {@link StaleConnection}. */
        @Bean
        StaleConnection redisStaleConnection(ObjectProvider<LettuceConnectionFactory> connections) {
            return () -> connections.ifAvailable(LettuceConnectionFactory::resetConnection);
        }

        @Bean
        SessionRepositoryCustomizer<RedisSessionRepository> sessionTimeout(
                @Value("${server.servlet.session.timeout:30m}") Duration timeout) {
            return repository -> repository.setDefaultMaxInactiveInterval(timeout);
        }

        @Bean
        StoreOutage sessionStoreOutage(DataRedisConnectionDetails redis, DataRedisProperties settings,
                Environment env) {
            // null: Lettuce's defaults
            Duration command = positive(env, "spring.data.redis.timeout", settings.getTimeout(), Duration.ofSeconds(60));
            Duration connect = positive(env, "spring.data.redis.connect-timeout", settings.getConnectTimeout(),
                    Duration.ofSeconds(10));
            return new StoreOutage("redis at " + servers(redis), command.compareTo(connect) >= 0 ? command : connect);
        }

        private static Duration positive(Environment env, String setting, Duration value, Duration unset) {
            if (value == null) {
                return unset;
            }
            if (value.isNegative() || value.isZero()) {
                throw new InvalidSetting(setting, env.getProperty(setting, value.toString()),
                        "A call to Redis must be allowed some time.",
                        "Give a positive duration, such as 5s");
            }
            return value;
        }

        /** The Redis servers the connection goes to, for the log: host:port, or several separated by commas. */
        static String servers(DataRedisConnectionDetails redis) {
            List<Node> nodes = redis.getSentinel() != null ? redis.getSentinel().getNodes()
                    : redis.getCluster() != null ? redis.getCluster().getNodes()
                    : redis.getMasterReplica() != null ? redis.getMasterReplica().getNodes()
                    : List.of(new Node(redis.getStandalone().getHost(), redis.getStandalone().getPort()));
            return nodes.stream().map(n -> n.host() + ":" + n.port()).collect(Collectors.joining(","));
        }
    }

    /** Both shared stores: the filters' registrations, what a store failure does, and the cookie. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnSessionStore({SessionStore.JDBC, SessionStore.REDIS})
    static class Shared {

        @Bean
        FilterRegistrationBean<SessionRepositoryFilter<?>> sessionRepositoryFilterRegistration(
                SessionRepositoryFilter<?> filter) {
            FilterRegistrationBean<SessionRepositoryFilter<?>> registration = new FilterRegistrationBean<>(filter);
            registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC, DispatcherType.ERROR);
            registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER);
            return registration;
        }

        /** Right outside Spring Session's filter, for the same dispatches. */
        @Bean
        FilterRegistrationBean<StoreFailureResponder> storeFailureResponderRegistration(StoreOutage outage,
                SessionSettings settings) {
            FilterRegistrationBean<StoreFailureResponder> registration = new FilterRegistrationBean<>(
                    new StoreFailureResponder(outage, settings.retryAfter().toSeconds()));
            registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC, DispatcherType.ERROR);
            registration.setOrder(SessionRepositoryFilter.DEFAULT_ORDER - 1);
            return registration;
        }

        /** Spring Session's filter gets the store's repository through {@link WatchedSessionRepository}. */
        @Bean
        static BeanPostProcessor watchedSessionRepository(ObjectProvider<StoreOutage> outage,
                ObjectProvider<StaleConnection> staleConnection) {
            return new BeanPostProcessor() {
                @Override
                @SuppressWarnings({"unchecked", "rawtypes"})
                public Object postProcessAfterInitialization(Object bean, String name) {
                    return bean instanceof SessionRepository store && !(bean instanceof WatchedSessionRepository)
                            ? new WatchedSessionRepository<>(store, outage.getObject(),
                                    staleConnection.getIfAvailable(() -> StaleConnection.NONE))
                            : bean;
                }
            };
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
