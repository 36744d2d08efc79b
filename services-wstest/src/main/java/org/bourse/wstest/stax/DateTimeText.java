package org.bourse.wstest.stax;

import java.math.BigDecimal;

import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.XMLGregorianCalendar;

/**
 * xsd:dateTime as JAXB prints an {@link XMLGregorianCalendar} bound to it: {@code YYYY-MM-DDThh:mm:ss},
 * the fraction of a second as the calendar holds it (so {@code .596} or {@code .000}, nothing when it has
 * none), then {@code Z}, {@code ±hh:mm} or nothing for an unknown zone. The year is padded to four
 * characters sign included, as JAXB does. A calendar missing any field from the year to the second is
 * written as empty text, which is what JAXB does after its warning.
 */
final class DateTimeText {

    private DateTimeText() {
    }

    static String print(XMLGregorianCalendar value) {
        if (value.getYear() == DatatypeConstants.FIELD_UNDEFINED || value.getMonth() == DatatypeConstants.FIELD_UNDEFINED
                || value.getDay() == DatatypeConstants.FIELD_UNDEFINED
                || value.getHour() == DatatypeConstants.FIELD_UNDEFINED
                || value.getMinute() == DatatypeConstants.FIELD_UNDEFINED
                || value.getSecond() == DatatypeConstants.FIELD_UNDEFINED) {
            return "";
        }
        StringBuilder out = new StringBuilder(32);
        pad(out, value.getEon() == null ? Integer.toString(value.getYear()) : value.getEonAndYear().toString(), 4);
        out.append('-');
        pad(out, value.getMonth());
        out.append('-');
        pad(out, value.getDay());
        out.append('T');
        pad(out, value.getHour());
        out.append(':');
        pad(out, value.getMinute());
        out.append(':');
        pad(out, value.getSecond());
        BigDecimal fraction = value.getFractionalSecond();
        if (fraction != null) {
            String digits = fraction.toPlainString();
            out.append(digits, 1, digits.length()); // "0.596" without its leading zero

        }
        int zone = value.getTimezone();
        if (zone == 0) {
            out.append('Z');
        } else if (zone != DatatypeConstants.FIELD_UNDEFINED) {
            out.append(zone < 0 ? '-' : '+');
            pad(out, Math.abs(zone) / 60);
            out.append(':');
            pad(out, Math.abs(zone) % 60);
        }
        return out.toString();
    }

    private static void pad(StringBuilder out, int twoDigits) {
        if (twoDigits < 10) {
            out.append('0');
        }
        out.append(twoDigits);
    }

    private static void pad(StringBuilder out, String digits, int width) {
        for (int k = digits.length(); k < width; k++) {
            out.append('0');
        }
        out.append(digits);
    }
}
