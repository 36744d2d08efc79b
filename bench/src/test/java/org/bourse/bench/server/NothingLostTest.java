package org.bourse.bench.server;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * I6 in the load tool's words, from the {@code invariants} and {@code acknowledgement} parts of a
 * {@code POST /config/check} answer as the server writes them, read as the load tool reads it (InvariantCheck's example texts).
 */
class NothingLostTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void namesTheLostTheUnprocessedAndTheDuplicatedOrders() throws Exception {
        CheckAnswer answer = JSON.readValue("""
                {"invariants": {"checked": true, "allHold": false, "results": [
                  {"id": "I1", "description": "d", "holds": true, "violations": 0, "examples": []},
                  {"id": "I6", "description": "every acknowledged order is stored exactly once and processed",
                   "holds": false, "violations": 7, "examples": [
                     "order 12: not in the database",
                     "order 15: stored as open, not processed",
                     "order 17: acknowledged 2 times, one order can only be one success",
                     "3 orders after order 10 that nobody acknowledged, 0 allowed in flight: orders 20, 21, 22"]}]},
                 "acknowledgement": {"unacknowledgedOrders": 3, "unacknowledgedIds": [20, 21, 22]}}
                """, CheckAnswer.class);
        NothingLost i6 = NothingLost.of(answer, 40);
        assertThat(i6.checked()).isTrue();
        assertThat(i6.holds()).isFalse();
        assertThat(i6.lost()).containsExactly(12L);
        assertThat(i6.notProcessed()).containsExactly(15L);
        assertThat(i6.duplicated()).containsExactly(17L);
        assertThat(i6.unacknowledged()).isEqualTo(3);
        assertThat(i6.line()).isEqualTo("I6 VIOLATED 7 times: lost (not in the database): 12; not processed: 15;"
                + " acknowledged more than once: 17; 3 orders after order 10 that nobody acknowledged, 0 allowed"
                + " in flight: orders 20, 21, 22 (the server names the first 4)");
    }

    @Test
    void saysNothingWasLostOverTheAcknowledgedOrders() throws Exception {
        CheckAnswer answer = JSON.readValue("""
                {"invariants": {"checked": true, "allHold": true, "results": [
                  {"id": "I6", "description": "d", "holds": true, "violations": 0, "examples": []}]},
                 "acknowledgement": {"unacknowledgedOrders": 0, "unacknowledgedIds": []}}
                """, CheckAnswer.class);
        assertThat(NothingLost.of(answer, 24).line())
                .isEqualTo("nothing lost: all 24 acknowledged orders stored once and processed (I6)");
    }

    @Test
    void aCheckWithoutI6SaysSo() throws Exception {
        CheckAnswer answer = JSON.readValue("""
                {"invariants": {"checked": false, "allHold": false, "error": "no local database", "results": []}}
                """, CheckAnswer.class);
        NothingLost i6 = NothingLost.of(answer, 5);
        assertThat(i6.checked()).isFalse();
        assertThat(i6.line()).isEqualTo("I6 (nothing lost) was not checked");
    }
}
