package org.bourse.trade.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;

import org.bourse.trade.AdminAccount;
import org.bourse.trade.TradeException.InvalidInput;
import org.junit.jupiter.api.Test;

/** The wire-level checks and conversions of the endpoint. */
class WireTest {

    final WireBeans wire = new WireBeans();

    @Test
    void instantsKeepTheirMicrosecondsInUtc() {
        assertThat(wire.dateTime(Instant.parse("2026-11-21T16:40:38.467556Z")).toXMLFormat())
                .isEqualTo("2026-11-21T16:40:38.467556Z");
        assertThat(wire.dateTime(Instant.parse("2026-01-02T03:04:05Z")).toXMLFormat()).isEqualTo("2026-01-02T03:04:05Z");
        assertThat(wire.dateTime(null)).isNull();
    }

    @Test
    void quantitiesMustBeFiniteAndPositive() {
        assertThat(WireInputs.quantity("quantity", 2.5)).isEqualByComparingTo("2.5");
        for (double bad : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            assertThatThrownBy(() -> WireInputs.quantity("quantity", bad)).isInstanceOf(InvalidInput.class)
                    .hasMessageStartingWith("quantity must be a positive number");
        }
        assertThat(WireInputs.shares("sharesTraded", 0.0)).isEqualByComparingTo("0");
        assertThatThrownBy(() -> WireInputs.shares("sharesTraded", -1.0)).isInstanceOf(InvalidInput.class);
        assertThatThrownBy(() -> WireInputs.quantity("quantity", null)).isInstanceOf(InvalidInput.class)
                .hasMessage("quantity is required");
        assertThatThrownBy(() -> WireInputs.shares("sharesTraded", null)).isInstanceOf(InvalidInput.class)
                .hasMessage("sharesTraded is required");
    }

    @Test
    void decimalsOfRunawayMagnitudeOrPrecisionAreRefused() {
        assertThat(WireInputs.decimal("price", new BigDecimal("999999999999.99"))).isNotNull();
        assertThat(WireInputs.decimal("price", null)).isNull();
        for (String bad : new String[] {"1E+999999999", "1E-999999999", "1E+19", "0.0000000000000000001"}) {
            assertThatThrownBy(() -> WireInputs.decimal("price", new BigDecimal(bad))).isInstanceOf(InvalidInput.class)
                    .hasMessageStartingWith("price is out of range");
        }
    }

    @Test
    void idsAreRequired() {
        assertThat(WireInputs.id("holdingID", 7)).isEqualTo(7L);
        assertThatThrownBy(() -> WireInputs.id("holdingID", null)).isInstanceOf(InvalidInput.class)
                .hasMessage("holdingID is required");
    }

    @Test
    void adminCredentialsMatchOnlyWhenAPasswordIsSetAndBothPartsAreEqual() {
        AdminAccount admin = new AdminAccount("admin", "s3cret");
        assertThat(admin.matches("admin", "s3cret")).isTrue();
        assertThat(admin.matches("admin", "s3cre")).isFalse();
        assertThat(admin.matches("Admin", "s3cret")).isFalse();
        assertThat(admin.matches(null, "s3cret")).isFalse();
        assertThat(admin.matches("admin", null)).isFalse();
        assertThat(new AdminAccount("admin", "").matches("admin", "")).isFalse();
        assertThat(admin.toString()).doesNotContain("s3cret");
    }
}
