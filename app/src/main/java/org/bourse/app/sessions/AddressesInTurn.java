package org.bourse.app.sessions;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.resolver.AddressResolver;
import io.netty.resolver.AddressResolverGroup;
import io.netty.resolver.InetNameResolver;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Promise;

/**
 * Redis' name resolved by the JDK (under its cache time, {@code EngineNameCache}) at each connect, taking the
 * addresses it resolves to in turn, one per attempt. Netty's JDK resolver always takes the first: when a name
 * still resolves to the address a moved Redis had beside its new one (a DNS server that kept the old record for
 * a while, as podman's did after a container moved), a node went on reconnecting to the dead address alone.
 * In turn, a dead address costs one connect attempt ({@code spring.data.redis.connect-timeout} at most).
 */
final class AddressesInTurn extends AddressResolverGroup<InetSocketAddress> {

    private final AtomicInteger attempts = new AtomicInteger();

    @Override
    protected AddressResolver<InetSocketAddress> newResolver(EventExecutor executor) {
        return new InTurn(executor, attempts).asAddressResolver();
    }

    private static final class InTurn extends InetNameResolver {

        private final AtomicInteger attempts;

        InTurn(EventExecutor executor, AtomicInteger attempts) {
            super(executor);
            this.attempts = attempts;
        }

        @Override
        protected void doResolve(String host, Promise<InetAddress> promise) {
            try {
                InetAddress[] all = InetAddress.getAllByName(host);
                promise.setSuccess(all[Math.floorMod(attempts.getAndIncrement(), all.length)]);
            } catch (UnknownHostException e) {
                promise.setFailure(e);
            }
        }

        @Override
        protected void doResolveAll(String host, Promise<List<InetAddress>> promise) {
            try {
                promise.setSuccess(Arrays.asList(InetAddress.getAllByName(host)));
            } catch (UnknownHostException e) {
                promise.setFailure(e);
            }
        }
    }
}
