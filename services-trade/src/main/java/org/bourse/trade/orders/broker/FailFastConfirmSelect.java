package org.bourse.trade.orders.broker;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;

import org.aopalliance.intercept.MethodInterceptor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.aop.framework.ProxyFactory;

import com.rabbitmq.client.AlreadyClosedException;
import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.ShutdownSignalException;
import com.rabbitmq.client.impl.NetworkConnection;

/**
 * The RabbitMQ client Spring AMQP is given: the configured one, whose channels fail as closed channels when their
 * connection is lost while they are put in confirm mode. Spring AMQP puts every new channel in confirm mode, logs
 * an IOException from that as an ERROR with its stack trace ("Could not configure the channel to receive publisher
 * confirms"), and hands the channel out anyway. A channel opened on a connection RabbitMQ is cutting meets exactly
 * that (seen in a CI run of the broker outage test): an outage {@link BrokerConnectionLog} already reports, and a
 * channel that can only fail. Thrown as the client's own {@link AlreadyClosedException}, it is the closed channel
 * every caller already treats as that outage. Any other failure of confirm.select is left as it was.
 */
final class FailFastConfirmSelect {

    private static final Logger LOG = LoggerFactory.getLogger(FailFastConfirmSelect.class);

    private FailFastConfirmSelect() {
    }

    /**
     * @return {@code configured} behind a proxy of its class (Spring AMQP reads and sets its host, port and the
     *         rest on it) whose new connections are {@link #connection guarded}
     */
    static ConnectionFactory client(ConnectionFactory configured) {
        ProxyFactory proxy = new ProxyFactory(configured);
        proxy.setProxyTargetClass(true);
        // Only the outermost newConnection is seen: the client's overloads call each other on the target.
        proxy.addAdvice((MethodInterceptor) call -> {
            Object result = call.proceed();
            return result instanceof Connection c ? connection(c) : result;
        });
        return (ConnectionFactory) proxy.getProxy();
    }

    /** @return the connection, whose new channels fail fast in confirm.select */
    static Connection connection(Connection connection) {
        return proxy(Connection.class, connection, (method, result) -> result instanceof Channel channel
                && method.getName().equals("createChannel") ? channel(channel) : result,
                NetworkConnection.class);
    }

    private static Channel channel(Channel channel) {
        return proxy(Channel.class, channel, (method, result) -> result, null);
    }

    /** What a proxied call returns, given what the target's returned. */
    private interface Result {
        Object of(Method method, Object result);
    }

    private static <T> T proxy(Class<T> type, T target, Result result, Class<?> also) {
        Class<?>[] types = also != null && also.isInstance(target) ? new Class<?>[] {type, also} : new Class<?>[] {type};
        InvocationHandler handler = (self, method, args) -> switch (method.getName()) {
            // the proxy's identity, so that Spring AMQP's maps and lists find it again
            case "equals" -> method.getParameterCount() == 1 ? self == args[0] : call(target, method, args);
            case "hashCode" -> method.getParameterCount() == 0 ? System.identityHashCode(self) : call(target, method, args);
            case "confirmSelect" -> confirmSelect(target, method, args);
            default -> result.of(method, call(target, method, args));
        };
        return type.cast(Proxy.newProxyInstance(FailFastConfirmSelect.class.getClassLoader(), types, handler));
    }

    private static Object confirmSelect(Object channel, Method method, Object[] args) throws Throwable {
        try {
            return call(channel, method, args);
        } catch (IOException e) {
            ShutdownSignalException loss = connectionLoss(e);
            if (loss == null) {
                throw e;
            }
            LOG.debug("A new channel's confirm.select met its connection's loss: {}", loss.toString());
            throw new AlreadyClosedException(loss, e);
        }
    }

    /** The connection's shutdown among the causes, if that is what failed the call; else null. */
    private static ShutdownSignalException connectionLoss(IOException e) {
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c instanceof ShutdownSignalException s && s.isHardError()) {
                return s;
            }
        }
        return null;
    }

    private static Object call(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
