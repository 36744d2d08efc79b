package org.bourse.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@code --order-wait}: seconds from 0.001 to 3600, anything else refused with the option's range. */
class LoadOptionsTest {

    @Test
    void theOrderWaitDefaultsToTenSecondsAndTakesFractions() throws Exception {
        assertThat(LoadOptions.parse("trade-soap").orderWait).isEqualTo(10.0);
        assertThat(LoadOptions.parse("trade-soap", "--order-wait", "2.5").orderWait).isEqualTo(2.5);
    }

    @Test
    void anOrderWaitOutOfRangeOrNotANumberIsRefused() {
        for (String refused : new String[] {"0", "3601", "soon", "NaN"}) {
            assertThatThrownBy(() -> LoadOptions.parse("trade-soap", "--order-wait", refused)).as(refused)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("--order-wait takes seconds from 0.001 to 3600, not '" + refused + "'");
        }
    }
}
