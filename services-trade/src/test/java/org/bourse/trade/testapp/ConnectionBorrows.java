package org.bourse.trade.testapp;

import java.sql.Connection;
import java.sql.SQLException;

import javax.sql.DataSource;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * Counts the connections the calling thread takes from the pool: every statement, transaction and
 * read goes through the application's one {@link DataSource}, so this sees them all. Per thread, so that
 * the async order workers' own borrows do not count against the request that queued their work.
 */
@TestConfiguration(proxyBeanMethods = false)
public class ConnectionBorrows {

    private static final ThreadLocal<long[]> COUNT = ThreadLocal.withInitial(() -> new long[1]);

    /** Connections this thread has taken so far (from the data source of any context). */
    public static long onThisThread() {
        return COUNT.get()[0];
    }

    @Bean
    static BeanPostProcessor countConnectionBorrows() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String name) {
                if (bean instanceof DataSource ds && !(bean instanceof Counting)) {
                    return new Counting(ds);
                }
                return bean;
            }
        };
    }

    static final class Counting extends DelegatingDataSource {

        Counting(DataSource target) {
            super(target);
        }

        @Override
        public Connection getConnection() throws SQLException {
            COUNT.get()[0]++;
            return super.getConnection();
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            COUNT.get()[0]++;
            return super.getConnection(username, password);
        }
    }
}
