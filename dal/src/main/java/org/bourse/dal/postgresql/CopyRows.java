package org.bourse.dal.postgresql;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;

import org.postgresql.PGConnection;
import org.postgresql.copy.CopyIn;

/**
 * One {@code COPY … FROM STDIN} in text format through pgjdbc's copy API, for the bulk loads (the
 * Trade population, the WSTest order tables): tab-separated fields, a newline after the last, formatted
 * into a buffer that is sent whenever it fills, so memory stays flat whatever the number of rows.
 */
public final class CopyRows {

    /** Writes the rows of one COPY. */
    @FunctionalInterface
    public interface RowWriter {
        void write(CopyRows out) throws SQLException;
    }

    private static final int FLUSH_AT = 1 << 16;

    private final CopyIn in;
    private final StringBuilder buffer = new StringBuilder(FLUSH_AT + 1024);

    private CopyRows(CopyIn in) {
        this.in = in;
    }

    /** Runs one COPY, ending it when {@code rows} has written everything and cancelling it if not. */
    public static void copy(Connection connection, String sql, RowWriter rows) throws SQLException {
        CopyRows out = new CopyRows(connection.unwrap(PGConnection.class).getCopyAPI().copyIn(sql));
        try {
            rows.write(out);
            out.end();
        } catch (SQLException | RuntimeException e) {
            out.cancel(e);
            throw e;
        }
    }

    public CopyRows field(String value) {
        escape(value);
        buffer.append('\t');
        return this;
    }

    public CopyRows field(long value) {
        buffer.append(value).append('\t');
        return this;
    }

    /** A prefix and a number as one field ({@code s:42}) without building the string first. */
    public CopyRows field(String prefix, long value) {
        escape(prefix);
        buffer.append(value).append('\t');
        return this;
    }

    /** An amount of cents as a decimal with two places. */
    public CopyRows cents(long cents) {
        if (cents < 0) {
            buffer.append('-');
            cents = -cents;
        }
        long fraction = cents % 100;
        buffer.append(cents / 100).append('.').append(fraction < 10 ? "0" : "").append(fraction).append('\t');
        return this;
    }

    public CopyRows nullField() {
        buffer.append("\\N\t");
        return this;
    }

    public void last(String value) throws SQLException {
        escape(value);
        endRow();
    }

    public void last(long value) throws SQLException {
        buffer.append(value);
        endRow();
    }

    /** Float.toString gives the shortest decimal that reads back as the same float4. */
    public void last(float value) throws SQLException {
        buffer.append(value);
        endRow();
    }

    /** COPY text format: backslash, tab, newline and carriage return are escaped. */
    private void escape(String value) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> buffer.append("\\\\");
                case '\t' -> buffer.append("\\t");
                case '\n' -> buffer.append("\\n");
                case '\r' -> buffer.append("\\r");
                default -> buffer.append(c);
            }
        }
    }

    private void endRow() throws SQLException {
        buffer.append('\n');
        if (buffer.length() >= FLUSH_AT) {
            flush();
        }
    }

    private void flush() throws SQLException {
        byte[] bytes = buffer.toString().getBytes(StandardCharsets.UTF_8);
        in.writeToCopy(bytes, 0, bytes.length);
        buffer.setLength(0);
    }

    /** Ends the COPY: the server checks and stores the rows. */
    private void end() throws SQLException {
        flush();
        in.endCopy();
    }

    /** Abandons the COPY after a failure, keeping the first failure as the one reported. */
    private void cancel(Exception failure) {
        try {
            if (in.isActive()) {
                in.cancelCopy();
            }
        } catch (SQLException e) {
            failure.addSuppressed(e);
        }
    }
}
