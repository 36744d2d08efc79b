package org.bourse.soap;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

class ThrottledLinesTest {

    final AtomicLong now = new AtomicLong(1_000_000_000L);
    final ThrottledLines<String> lines = new ThrottledLines<>(Duration.ofSeconds(1), now::get);

    @Test
    void oneLinePerKindPerIntervalAndTheNextSaysHowManyWereHeldBack() {
        assertThat(lines.admit("malformed")).isZero();
        for (int k = 0; k < 99; k++) {
            now.addAndGet(5_000_000);
            assertThat(lines.admit("malformed")).isEqualTo(ThrottledLines.HELD_BACK);
        }
        assertThat(lines.admit("wrong type")).as("another kind has its own interval").isZero();
        now.addAndGet(505_000_000);
        assertThat(lines.admit("malformed")).isEqualTo(99);
        assertThat(lines.admit("malformed")).isEqualTo(ThrottledLines.HELD_BACK);
        now.addAndGet(1_000_000_000);
        assertThat(lines.admit("malformed")).isEqualTo(1);
    }

    @Test
    void aZeroIntervalLetsEveryLineThrough() {
        ThrottledLines<String> every = new ThrottledLines<>(Duration.ZERO, now::get);
        for (int k = 0; k < 10; k++) {
            assertThat(every.admit("malformed")).isZero();
        }
    }

    @Test
    void aClockNearItsEndDoesNotStopTheLines() {
        now.set(Long.MAX_VALUE - 500_000_000L);
        assertThat(lines.admit("malformed")).isZero();
        now.addAndGet(1_000_000_000L);
        assertThat(lines.admit("malformed")).isZero();
    }
}
