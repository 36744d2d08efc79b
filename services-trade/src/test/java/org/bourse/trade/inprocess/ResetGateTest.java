package org.bourse.trade.inprocess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.bourse.trade.TradeException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Operations and resets never overlap: operations arriving during a reset are refused before they run,
 * a reset waits for the operations already running, one reset at a time. Every wait is on a latch.
 */
class ResetGateTest {

    private static final long MINUTES = 2;

    private final ResetGate gate = new ResetGate(Duration.ofMinutes(MINUTES));
    /** A thread per task, whatever the number of cores. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    @Test
    void operationsRunWhileNoResetRuns() {
        assertThat(gate.operation(() -> 42)).isEqualTo(42);
    }

    @Test
    void anOperationArrivingDuringAResetIsRefusedWithoutRunning() throws Exception {
        CountDownLatch finishReset = new CountDownLatch(1);
        CompletableFuture<String> reset = runningReset(finishReset);
        boolean[] ran = {false};
        assertThatThrownBy(() -> gate.operation(() -> ran[0] = true))
                .isInstanceOf(TradeException.ResetInProgress.class)
                .hasMessageContaining("being reset").hasMessageContaining("nothing was changed");
        assertThat(ran[0]).isFalse();
        finishReset.countDown();
        assertThat(reset.get(MINUTES, TimeUnit.MINUTES)).isEqualTo("reset");
        assertThat(gate.operation(() -> "after")).isEqualTo("after");
    }

    @Test
    void aResetWaitsForTheRunningOperationsAndRefusesNewOnesMeanwhile() throws Exception {
        CountDownLatch operationRunning = new CountDownLatch(1);
        CountDownLatch finishOperation = new CountDownLatch(1);
        StringBuffer order = new StringBuffer();
        CompletableFuture<Void> operation = CompletableFuture.runAsync(() -> gate.run(() -> {
            operationRunning.countDown();
            await(finishOperation);
            order.append("operation;");
        }), threads);
        await(operationRunning);
        CompletableFuture<Void> reset = CompletableFuture.runAsync(() -> gate.reset(() -> order.append("reset;")), threads);
        // The reset has closed the gate (a new operation is refused) but waits for the running one.
        awaitRefusal();
        assertThat(order.toString()).isEmpty();
        finishOperation.countDown();
        operation.get(MINUTES, TimeUnit.MINUTES);
        reset.get(MINUTES, TimeUnit.MINUTES);
        assertThat(order.toString()).isEqualTo("operation;reset;");
    }

    @Test
    void aSecondResetIsRefusedWhileOneRuns() throws Exception {
        CountDownLatch finishReset = new CountDownLatch(1);
        CompletableFuture<String> first = runningReset(finishReset);
        assertThatThrownBy(() -> gate.reset(() -> "second")).isInstanceOf(TradeException.ResetInProgress.class)
                .hasMessageContaining("Another reset");
        finishReset.countDown();
        first.get(MINUTES, TimeUnit.MINUTES);
    }

    @Test
    void aResetGivesUpWhenOperationsDoNotFinishInTime() throws Exception {
        ResetGate impatient = new ResetGate(Duration.ofMillis(50));
        CountDownLatch operationRunning = new CountDownLatch(1);
        CountDownLatch finishOperation = new CountDownLatch(1);
        CompletableFuture<Void> operation = CompletableFuture.runAsync(() -> impatient.run(() -> {
            operationRunning.countDown();
            await(finishOperation);
        }), threads);
        await(operationRunning);
        boolean[] ran = {false};
        assertThatThrownBy(() -> impatient.reset(() -> ran[0] = true)).isInstanceOf(TradeException.Busy.class)
                .isNotInstanceOf(TradeException.ResetInProgress.class)
                .hasMessageContaining("bourse.trade.reset-drain-timeout");
        assertThat(ran[0]).isFalse();
        // The gate is open again: operations run.
        assertThat(impatient.operation(() -> "open")).isEqualTo("open");
        finishOperation.countDown();
        operation.get(MINUTES, TimeUnit.MINUTES);
    }

    @Test
    void aNestedOperationOfARunningOneIsLetThrough() throws Exception {
        CountDownLatch outerRunning = new CountDownLatch(1);
        CountDownLatch resetWaiting = new CountDownLatch(1);
        CompletableFuture<String> outer = CompletableFuture.supplyAsync(() -> gate.operation(() -> {
            outerRunning.countDown();
            await(resetWaiting);
            return gate.operation(() -> "inner");
        }), threads);
        await(outerRunning);
        CompletableFuture<Void> reset = CompletableFuture.runAsync(() -> gate.reset(() -> null), threads);
        awaitRefusal();
        resetWaiting.countDown();
        assertThat(outer.get(MINUTES, TimeUnit.MINUTES)).isEqualTo("inner");
        reset.get(MINUTES, TimeUnit.MINUTES);
    }

    /** A reset that has started and runs until {@code finish} is released; it then returns "reset". */
    private CompletableFuture<String> runningReset(CountDownLatch finish) {
        CountDownLatch running = new CountDownLatch(1);
        CompletableFuture<String> reset = CompletableFuture.supplyAsync(() -> gate.reset(() -> {
            running.countDown();
            await(finish);
            return "reset";
        }), threads);
        await(running);
        return reset;
    }

    /** Waits (on the gate itself, no fixed pause) until a reset has closed it. */
    private void awaitRefusal() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(MINUTES);
        while (true) {
            try {
                gate.operation(() -> null);
            } catch (TradeException.ResetInProgress refused) {
                return;
            }
            assertThat(System.nanoTime()).as("the reset never closed the gate").isLessThan(deadline);
            Thread.sleep(1);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(MINUTES, TimeUnit.MINUTES)) {
                throw new AssertionError("latch not released within " + MINUTES + " minutes");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
