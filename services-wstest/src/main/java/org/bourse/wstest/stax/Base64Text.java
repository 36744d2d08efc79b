package org.bourse.wstest.stax;

import java.util.Arrays;

/**
 * xsd:base64Binary as JAXB reads and writes it. Writing is standard base64 with padding and no line
 * breaks. Reading is JAXB's lenient decoder, reproduced so that both bindings echo the same bytes for the
 * same text and refuse the same texts: characters outside the base64 alphabet are skipped, four symbols at
 * a time make up to three bytes (a {@code =} drops a byte, and counts as a symbol of value 127 in the
 * others), and a last incomplete group is dropped. JAXB sizes its result from the text's length less its
 * trailing {@code =}, and fails when the text decodes to more than that (an "Index … out of bounds" or a
 * negative array size); such a text, and any character above U+007F (which JAXB cannot look up either),
 * is refused here with a message that says what is wrong.
 */
final class Base64Text {

    static final char[] ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".toCharArray();
    private static final byte PADDING = 127;
    private static final byte NOT_BASE64 = -1;
    private static final byte[] DECODE = new byte[128];

    static {
        Arrays.fill(DECODE, NOT_BASE64);
        for (int k = 0; k < ALPHABET.length; k++) {
            DECODE[ALPHABET[k]] = (byte) k;
        }
        DECODE['='] = PADDING;
    }

    private Base64Text() {
    }

    /** @throws IllegalArgumentException for a text JAXB cannot read either */
    static byte[] decode(String text) {
        int length = text.length();
        int capacity = capacity(text);
        byte[] out = new byte[capacity];
        int size = 0;
        int symbols = 0;
        int first = 0;
        int second = 0;
        int third = 0;
        for (int k = 0; k < length; k++) {
            int value = symbol(text, k);
            if (value == NOT_BASE64) {
                continue;
            }
            switch (symbols) {
                case 0 -> first = value;
                case 1 -> second = value;
                case 2 -> third = value;
                default -> {
                    int bytes = 1 + (third != PADDING ? 1 : 0) + (value != PADDING ? 1 : 0);
                    if (size + bytes > capacity) {
                        throw misplacedPadding();
                    }
                    out[size++] = (byte) (first << 2 | second >> 4);
                    if (third != PADDING) {
                        out[size++] = (byte) (second << 4 | third >> 2);
                    }
                    if (value != PADDING) {
                        out[size++] = (byte) (third << 6 | value);
                    }
                }
            }
            symbols = (symbols + 1) & 3;
        }
        return size == capacity ? out : Arrays.copyOf(out, size);
    }

    /**
     * JAXB's room for the result: three bytes per four characters, less one per trailing {@code =} (at most
     * two) when nothing outside the alphabet ends the text.
     */
    private static int capacity(String text) {
        int length = text.length();
        int upperBound = length / 4 * 3;
        int end = length - 1;
        while (end >= 0 && symbol(text, end) == PADDING) {
            end--;
        }
        int padding = length - 1 - end;
        if (end >= 0 && symbol(text, end) == NOT_BASE64 || padding > 2) {
            return upperBound;
        }
        if (upperBound - padding < 0) {
            throw misplacedPadding();
        }
        return upperBound - padding;
    }

    private static int symbol(String text, int k) {
        char c = text.charAt(k);
        if (c >= DECODE.length) {
            throw new IllegalArgumentException(String.format("the character U+%04X at offset %d is not base64", (int) c, k));
        }
        return DECODE[c];
    }

    private static IllegalArgumentException misplacedPadding() {
        return new IllegalArgumentException("not base64: its = padding does not match its length");
    }

    /** Characters {@link #encode} writes for {@code bytes} bytes. */
    static int encodedLength(int bytes) {
        return (bytes + 2) / 3 * 4;
    }

    /**
     * Encodes {@code length} bytes from {@code offset}, a multiple of 3 unless they are the last ones, into
     * {@code out} from {@code at}; answers the position after them.
     */
    static int encode(byte[] bytes, int offset, int length, char[] out, int at) {
        int k = offset;
        int end = offset + length;
        for (; end - k >= 3; k += 3) {
            int group = (bytes[k] & 0xff) << 16 | (bytes[k + 1] & 0xff) << 8 | bytes[k + 2] & 0xff;
            out[at++] = ALPHABET[group >>> 18];
            out[at++] = ALPHABET[group >>> 12 & 0x3f];
            out[at++] = ALPHABET[group >>> 6 & 0x3f];
            out[at++] = ALPHABET[group & 0x3f];
        }
        if (end - k == 1) {
            int group = (bytes[k] & 0xff) << 16;
            out[at++] = ALPHABET[group >>> 18];
            out[at++] = ALPHABET[group >>> 12 & 0x3f];
            out[at++] = '=';
            out[at++] = '=';
        } else if (end - k == 2) {
            int group = (bytes[k] & 0xff) << 16 | (bytes[k + 1] & 0xff) << 8;
            out[at++] = ALPHABET[group >>> 18];
            out[at++] = ALPHABET[group >>> 12 & 0x3f];
            out[at++] = ALPHABET[group >>> 6 & 0x3f];
            out[at++] = '=';
        }
        return at;
    }
}
