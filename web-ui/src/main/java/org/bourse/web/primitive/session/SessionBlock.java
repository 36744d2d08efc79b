package org.bourse.web.primitive.session;

import java.io.Serializable;
import java.util.Arrays;

/**
 * One block of PingSession3's session data: fields of several types adding up to about 128 bytes of
 * payload, serializable so a session store or replication pays for it as it would for DayTrader's.
 */
final class SessionBlock implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The payload bytes one block stands for in PingSession3's reported size. */
    static final int BYTES = 128;

    private final byte[] bytes = new byte[16];
    private final char[] chars = new char[8];
    private final int[] ints = {1, 2, 3, 5};
    private final float[] floats = {7f, 11f, 13f, 17f};
    private final double first = 19.0;
    private final double second = 23.0;
    private final String digits = "123456789012";
    private final String letters = "abcdefghijkl";

    SessionBlock() {
        Arrays.fill(bytes, (byte) 10);
        Arrays.fill(chars, 'c');
    }
}
