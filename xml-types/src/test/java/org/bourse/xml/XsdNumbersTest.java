package org.bourse.xml;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;

import jakarta.xml.bind.DatatypeConverter;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class XsdNumbersTest {

    @ParameterizedTest
    @ValueSource(strings = {"4294967336", "4294967296", "2147483648", "-2147483649", "9223372036854775808",
        "18446744073709551656", "-9223372036854775809", "9999999999999999999999999999999999999999"})
    void anIntThatDoesNotFitIsRefusedNotWrapped(String lexical) {
        assertThatThrownBy(() -> XsdNumbers.parseInt(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessage(lexical + " does not fit an xsd:int (-2147483648 to 2147483647)");
    }

    @Test
    void everyIntInRangeReadsAsItself() {
        assertThat(XsdNumbers.parseInt("2147483647")).isEqualTo(Integer.MAX_VALUE);
        assertThat(XsdNumbers.parseInt("-2147483648")).isEqualTo(Integer.MIN_VALUE);
        assertThat(XsdNumbers.parseInt("+40")).isEqualTo(40);
        assertThat(XsdNumbers.parseInt("-0")).isZero();
        assertThat(XsdNumbers.parseInt("000000000000000000000040")).isEqualTo(40);
        assertThat(XsdNumbers.parseInt(" \t\n40\r\n ")).isEqualTo(40);
        Random random = new Random(11);
        for (int k = 0; k < 10_000; k++) {
            int value = random.nextInt();
            assertThat(XsdNumbers.parseInt(Integer.toString(value))).isEqualTo(value);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "+", "-", "1 2", "-1-2", "4O", "0x10", "1.0", "1e3", "٤٠", "--1", "+-1"})
    void textThatIsNoIntIsRefused(String lexical) {
        assertThatThrownBy(() -> XsdNumbers.parseInt(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessageStartingWith("Not a number: ");
    }

    @Test
    void aHugeValueIsQuotedShortened() {
        String digits = "9".repeat(1_000_000);
        assertThatThrownBy(() -> XsdNumbers.parseInt(digits)).hasMessage(
                "99999999999999999999…9999999999 (1000000 characters) does not fit an xsd:int (-2147483648 to 2147483647)");
        assertThatThrownBy(() -> XsdNumbers.parseDouble(digits + "x")).hasMessageEndingWith("(1000001 characters)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"1e400", "-1e400", "1.8e308", "1e-400", "-1e-400", "0.0000000000000000000000000000001e-300"})
    void aDoubleBeyondItsRangeIsRefusedNotMadeInfiniteOrZero(String lexical) {
        assertThatThrownBy(() -> XsdNumbers.parseDouble(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessageStartingWith(lexical + " does not fit an xsd:double");
    }

    @ParameterizedTest
    @ValueSource(strings = {"3.5e38", "-1e39", "1e-46"})
    void aFloatBeyondItsRangeIsRefused(String lexical) {
        assertThatThrownBy(() -> XsdNumbers.parseFloat(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessageStartingWith(lexical + " does not fit an xsd:float");
    }

    @Test
    void theSchemasSpecialValuesAndZerosRead() {
        assertThat(XsdNumbers.parseDouble("INF")).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(XsdNumbers.parseDouble("-INF")).isEqualTo(Double.NEGATIVE_INFINITY);
        assertThat(XsdNumbers.parseDouble("NaN")).isNaN();
        assertThat(XsdNumbers.parseDouble("-0")).isEqualTo(-0.0);
        assertThat(Double.doubleToRawLongBits(XsdNumbers.parseDouble("-0"))).isEqualTo(Double.doubleToRawLongBits(-0.0));
        assertThat(XsdNumbers.parseDouble("0e999999")).isZero();
        assertThat(XsdNumbers.parseDouble(" 1.5E3 ")).isEqualTo(1500.0);
        assertThat(XsdNumbers.parseDouble(".5")).isEqualTo(0.5);
        assertThat(XsdNumbers.parseDouble("5.")).isEqualTo(5.0);
        assertThat(XsdNumbers.parseDouble("1.7976931348623157E308")).isEqualTo(Double.MAX_VALUE);
        assertThat(XsdNumbers.parseDouble("4.9E-324")).isEqualTo(Double.MIN_VALUE);
        assertThat(XsdNumbers.parseFloat("INF")).isEqualTo(Float.POSITIVE_INFINITY);
        assertThat(XsdNumbers.parseFloat("3.4028235E38")).isEqualTo(Float.MAX_VALUE);
        assertThat(XsdNumbers.parseFloat("0.123456789")).isEqualTo(0.12345679f);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", ".", "e3", "1e", "1e+", "Infinity", "inf", "+INF", "1d", "1f", "0x1p3", "1,5", "1.2.3",
        "ten", "1 e3"})
    void textThatIsNoDoubleIsRefused(String lexical) {
        assertThatThrownBy(() -> XsdNumbers.parseDouble(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessageStartingWith("Not a number: ");
        assertThatThrownBy(() -> XsdNumbers.parseFloat(lexical)).isInstanceOf(NumberFormatException.class)
                .hasMessageStartingWith("Not a number: ");
    }

    @Test
    void printingIsJaxbsOwn() {
        Random random = new Random(5);
        double[] doubles = {0.0, -0.0, 1.0, 0.1, 100.5, 1e-7, 1e21, Double.MAX_VALUE, Double.MIN_VALUE, Double.NaN,
            Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
        for (double d : doubles) {
            assertThat(XsdNumbers.printDouble(d)).isEqualTo(DatatypeConverter.printDouble(d));
            assertThat(XsdNumbers.printFloat((float) d)).isEqualTo(DatatypeConverter.printFloat((float) d));
        }
        for (int k = 0; k < 10_000; k++) {
            double d = Double.longBitsToDouble(random.nextLong());
            float f = Float.intBitsToFloat(random.nextInt());
            assertThat(XsdNumbers.printDouble(d)).isEqualTo(DatatypeConverter.printDouble(d));
            assertThat(XsdNumbers.printFloat(f)).isEqualTo(DatatypeConverter.printFloat(f));
            if (Double.isFinite(d)) {
                assertThat(XsdNumbers.parseDouble(XsdNumbers.printDouble(d))).isEqualTo(d);
            }
            if (Float.isFinite(f)) {
                assertThat(XsdNumbers.parseFloat(XsdNumbers.printFloat(f))).isEqualTo(f);
            }
        }
    }

    @Test
    void theAdaptersPassNilThroughAndRefuseWhatDoesNotFit() {
        assertThat(new XsdInt().unmarshal(null)).isNull();
        assertThat(new XsdInt().marshal(null)).isNull();
        assertThat(new XsdInt().marshal(-7)).isEqualTo("-7");
        assertThat(new XsdDouble().marshal(Double.NEGATIVE_INFINITY)).isEqualTo("-INF");
        assertThat(new XsdFloat().marshal(Float.NaN)).isEqualTo("NaN");
        assertThatThrownBy(() -> new XsdInt().unmarshal("4294967336")).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> new XsdDouble().unmarshal("1e400")).isInstanceOf(NumberFormatException.class);
        assertThatThrownBy(() -> new XsdFloat().unmarshal("1e40")).isInstanceOf(NumberFormatException.class);
    }
}
