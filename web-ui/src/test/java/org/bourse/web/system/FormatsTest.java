package org.bourse.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FormatsTest {

    private final Formats formats = new Formats();

    @ParameterizedTest
    @CsvSource({"0, $0.00", "0.5, $0.50", "12.345, $12.35", "999.99, $999.99", "1000, '$1,000.00'",
        "250000, '$250,000.00'", "1234567.891, '$1,234,567.89'", "-0.5, -$0.50", "-1234.5, '-$1,234.50'",
        "-0.001, $0.00", "99999999999.99, '$99,999,999,999.99'"})
    void amountsReadAsDollarsWithThousandsSeparators(String amount, String shown) {
        assertThat(formats.money(new BigDecimal(amount))).isEqualTo(shown);
    }

    @ParameterizedTest
    @CsvSource({"100, 100.00", "1234.567, 1234.57", "-3.1, -3.10"})
    void theIndexIsPointsWithoutUnitOrSeparators(String value, String shown) {
        assertThat(formats.decimal(new BigDecimal(value))).isEqualTo(shown);
    }

    @Test
    void nothingPrintsAsNothing() {
        assertThat(formats.money(null)).isEmpty();
        assertThat(formats.decimal(null)).isEmpty();
    }
}
