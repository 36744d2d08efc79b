package org.bourse.wstest.stax;

import java.util.Arrays;

import javax.xml.stream.XMLStreamException;

import org.bourse.xml.XsdNumbers;
import org.codehaus.stax2.XMLStreamWriter2;

/**
 * The markup as JAXB's UTF-8 output writes it, built in a char buffer and handed to the writer (CXF's
 * Woodstox writer) as raw text: the namespace declared once on the response element, xsi declared on each
 * element that needs it (before its attributes), an element with nothing in it closed as {@code <x/>}, one
 * with empty text as {@code <x></x>}, and text escaped as JAXB's minimum escape handler does ({@code &amp;}
 * {@code &lt;} {@code &gt;} and {@code &#13;} for a carriage return, nothing else).
 */
final class RawMarkup implements Markup {

    /** Enough for most responses (EchoList 20 is about 1,000 characters) without growing. */
    private static final int INITIAL = 2048;
    /** Past this much, the buffer is handed on rather than grown. */
    private static final int LIMIT = 16384;
    /** Text is escaped in slices of this many characters, each at most five times as long escaped. */
    private static final int SLICE = 1024;
    private static final String XSI_DECLARATION = " xmlns:xsi=\"" + Wire.XSI + "\"";

    private final XMLStreamWriter2 writer;
    private char[] buffer = new char[INITIAL];
    private int length;
    /** A start tag is written up to its attributes; {@code >} or {@code />} follows once we know which. */
    private boolean startTagOpen;

    RawMarkup(XMLStreamWriter2 writer) {
        this.writer = writer;
    }

    @Override
    public void root(String name) throws XMLStreamException {
        start(name);
        append(" xmlns=\"" + Wire.NS + "\"");
    }

    @Override
    public void start(String name) throws XMLStreamException {
        room(name.length() + 2);
        closeStartTag();
        buffer[length++] = '<';
        name.getChars(0, name.length(), buffer, length);
        length += name.length();
        startTagOpen = true;
    }

    @Override
    public void xsiType(String type) throws XMLStreamException {
        append(XSI_DECLARATION);
        append(" xsi:type=\"" + type + "\"");
    }

    @Override
    public void nil(String name, boolean xsiDeclared) throws XMLStreamException {
        start(name);
        if (!xsiDeclared) {
            append(XSI_DECLARATION);
        }
        append(" xsi:nil=\"true\"");
        end(name);
    }

    @Override
    public void text(String text) throws XMLStreamException {
        closeStartTagNow();
        int end = text.length();
        for (int from = 0; from < end; from += SLICE) {
            escape(text, from, Math.min(end, from + SLICE));
        }
    }

    private void escape(String text, int from, int to) throws XMLStreamException {
        room(5 * (to - from));
        char[] out = buffer;
        int at = length;
        for (int k = from; k < to; k++) {
            char c = text.charAt(k);
            if (c > '>' || c != '&' && c != '<' && c != '>' && c != '\r') {
                out[at++] = c;
            } else {
                String entity = c == '&' ? "&amp;" : c == '<' ? "&lt;" : c == '>' ? "&gt;" : "&#13;";
                entity.getChars(0, entity.length(), out, at);
                at += entity.length();
            }
        }
        length = at;
    }

    @Override
    public void number(int value) throws XMLStreamException {
        closeStartTagNow();
        room(11);
        if (value == Integer.MIN_VALUE) {
            append("-2147483648");
            return;
        }
        if (value < 0) {
            buffer[length++] = '-';
            value = -value;
        }
        int digits = 1;
        for (int rest = value / 10; rest != 0; rest /= 10) {
            digits++;
        }
        for (int k = length + digits - 1; k >= length; k--) {
            buffer[k] = (char) ('0' + value % 10);
            value /= 10;
        }
        length += digits;
    }

    @Override
    public void number(float value) throws XMLStreamException {
        closeStartTagNow();
        append(XsdNumbers.printFloat(value));
    }

    @Override
    public void base64(byte[] bytes) throws XMLStreamException {
        closeStartTagNow();
        int slice = SLICE / 4 * 3;
        for (int from = 0; from < bytes.length; from += slice) {
            int count = Math.min(slice, bytes.length - from);
            room(Base64Text.encodedLength(count));
            length = Base64Text.encode(bytes, from, count, buffer, length);
        }
    }

    @Override
    public void end(String name) throws XMLStreamException {
        if (startTagOpen) {
            startTagOpen = false;
            append("/>");
        } else {
            room(name.length() + 3);
            buffer[length++] = '<';
            buffer[length++] = '/';
            name.getChars(0, name.length(), buffer, length);
            length += name.length();
            buffer[length++] = '>';
        }
    }

    @Override
    public void finish() throws XMLStreamException {
        flush();
    }

    private void append(String s) throws XMLStreamException {
        room(s.length());
        s.getChars(0, s.length(), buffer, length);
        length += s.length();
    }

    /** Closes a start tag the next thing written goes into (room for the {@code >} is made by the caller). */
    private void closeStartTag() {
        if (startTagOpen) {
            buffer[length++] = '>';
            startTagOpen = false;
        }
    }

    private void closeStartTagNow() throws XMLStreamException {
        if (startTagOpen) {
            room(1);
            closeStartTag();
        }
    }

    /** Makes room for {@code needed} more characters (at most {@link #LIMIT} - 1). */
    private void room(int needed) throws XMLStreamException {
        if (length + needed < buffer.length) {
            return;
        }
        if (length + needed < LIMIT) {
            buffer = Arrays.copyOf(buffer, LIMIT);
        } else {
            flush();
            if (needed >= buffer.length) {
                buffer = new char[LIMIT];
            }
        }
    }

    private void flush() throws XMLStreamException {
        if (length > 0) {
            writer.writeRaw(buffer, 0, length);
            length = 0;
        }
    }
}
