package org.bourse.app.tls;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * The few ASN.1 DER encodings an X.509 certificate needs: the JDK signs and parses certificates but has no
 * public API to build one, and a library of a megabyte for one self-signed certificate is not worth it.
 */
final class Der {

    static final int INTEGER = 0x02;
    static final int BIT_STRING = 0x03;
    static final int OCTET_STRING = 0x04;
    static final int OID = 0x06;
    static final int UTF8_STRING = 0x0c;
    static final int UTC_TIME = 0x17;
    static final int SEQUENCE = 0x30;
    static final int SET = 0x31;

    private Der() {
    }

    static byte[] tlv(int tag, byte[]... parts) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            content.writeBytes(part);
        }
        byte[] value = content.toByteArray();
        ByteArrayOutputStream out = new ByteArrayOutputStream(value.length + 6);
        out.write(tag);
        int length = value.length;
        if (length < 0x80) {
            out.write(length);
        } else {
            byte[] bytes = BigInteger.valueOf(length).toByteArray();
            int skip = bytes[0] == 0 ? 1 : 0;
            out.write(0x80 | (bytes.length - skip));
            out.write(bytes, skip, bytes.length - skip);
        }
        out.writeBytes(value);
        return out.toByteArray();
    }

    static byte[] sequence(byte[]... parts) {
        return tlv(SEQUENCE, parts);
    }

    static byte[] integer(BigInteger value) {
        return tlv(INTEGER, value.toByteArray());
    }

    static byte[] utf8(String text) {
        return tlv(UTF8_STRING, text.getBytes(StandardCharsets.UTF_8));
    }

    /** A BIT STRING of whole bytes (no unused bits). */
    static byte[] bits(byte[] bytes) {
        byte[] value = new byte[bytes.length + 1];
        System.arraycopy(bytes, 0, value, 1, bytes.length);
        return tlv(BIT_STRING, value);
    }

    /** An object identifier from its dotted form, e.g. {@code 2.5.4.3}. */
    static byte[] oid(String dotted) {
        String[] arcs = dotted.split("\\.");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(Integer.parseInt(arcs[0]) * 40 + Integer.parseInt(arcs[1]));
        for (int i = 2; i < arcs.length; i++) {
            long arc = Long.parseLong(arcs[i]);
            int groups = 1;
            for (long rest = arc >> 7; rest > 0; rest >>= 7) {
                groups++;
            }
            for (int g = groups - 1; g >= 0; g--) {
                int b = (int) ((arc >> (7 * g)) & 0x7f);
                out.write(g > 0 ? b | 0x80 : b);
            }
        }
        return tlv(OID, out.toByteArray());
    }
}
