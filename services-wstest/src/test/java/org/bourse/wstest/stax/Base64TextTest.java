package org.bourse.wstest.stax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Base64;
import java.util.Random;

import org.glassfish.jaxb.runtime.DatatypeConverterImpl;
import org.junit.jupiter.api.Test;

/** Base64 read as JAXB reads it, garbage included, and written as JAXB writes it. */
class Base64TextTest {

    static final String CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/====  \n\r\t!-_.é";

    @Test
    void anyTextDecodesToJaxbsBytesOrIsRefusedWhereJaxbFails() {
        Random random = new Random(5);
        int refused = 0;
        for (int k = 0; k < 200_000; k++) {
            String text = random(random, random.nextInt(k % 10 == 0 ? 200 : 14));
            byte[] jaxb;
            try {
                jaxb = jaxb(text);
            } catch (RuntimeException e) {
                refused++;
                assertThatThrownBy(() -> Base64Text.decode(text)).as("[%s]", text).isInstanceOf(IllegalArgumentException.class);
                continue;
            }
            assertThat(Base64Text.decode(text)).as("[%s]", text).isEqualTo(jaxb);
        }
        assertThat(refused).as("texts JAXB fails on").isBetween(1_000, 190_000);
    }

    @Test
    void wellFormedBase64DecodesToItsBytes() {
        Random random = new Random(6);
        for (int length = 0; length < 300; length++) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            assertThat(Base64Text.decode(Base64.getEncoder().encodeToString(bytes))).isEqualTo(bytes);
            assertThat(Base64Text.decode(Base64.getMimeEncoder().encodeToString(bytes))).isEqualTo(bytes);
        }
    }

    @Test
    void encodingIsStandardBase64AsJaxbWritesIt() {
        Random random = new Random(7);
        for (int length = 0; length < 300; length++) {
            byte[] bytes = new byte[length];
            random.nextBytes(bytes);
            char[] out = new char[Base64Text.encodedLength(length) + 2];
            int end = Base64Text.encode(bytes, 0, length, out, 1);
            assertThat(new String(out, 1, end - 1)).isEqualTo(Base64.getEncoder().encodeToString(bytes))
                    .isEqualTo(printedByJaxb(bytes));
        }
    }

    @SuppressWarnings("deprecation")
    private static byte[] jaxb(String text) {
        return DatatypeConverterImpl._parseBase64Binary(text);
    }

    @SuppressWarnings("deprecation")
    private static String printedByJaxb(byte[] bytes) {
        return DatatypeConverterImpl._printBase64Binary(bytes);
    }

    private static String random(Random random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int k = 0; k < length; k++) {
            text.append(CHARACTERS.charAt(random.nextInt(random.nextInt(10) == 0 ? CHARACTERS.length() : 64)));
        }
        return text.toString();
    }
}
