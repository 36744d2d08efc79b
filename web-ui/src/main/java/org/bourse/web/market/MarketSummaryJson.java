package org.bourse.web.market;

import java.math.BigDecimal;
import java.util.List;

import org.bourse.dal.trade.Quote;
import org.bourse.trade.MarketSummary;

/**
 * The WebSocket message: one JSON object per push (documented in docs/web.md).
 *
 * <pre>{"type":"marketSummary","summaryDate":"2025-01-01T12:00:00Z","tsia":101.25,"openTsia":100.00,
 * "gainPercent":1.25,"volume":12345,"topGainers":[{"symbol":"s:7","companyName":"S7 Incorporated",
 * "price":22.00,"change":2.00}, …],"topLosers":[…]}</pre>
 */
final class MarketSummaryJson {

    private MarketSummaryJson() {
    }

    static String of(MarketSummary s) {
        StringBuilder json = new StringBuilder(1024);
        json.append("{\"type\":\"marketSummary\",\"summaryDate\":");
        string(json, s.summaryDate() == null ? null : s.summaryDate().toString());
        json.append(",\"tsia\":").append(number(s.tsia()));
        json.append(",\"openTsia\":").append(number(s.openTsia()));
        json.append(",\"gainPercent\":").append(number(s.gainPercent()));
        json.append(",\"volume\":").append(number(s.volume()));
        json.append(",\"topGainers\":");
        quotes(json, s.topGainers());
        json.append(",\"topLosers\":");
        quotes(json, s.topLosers());
        return json.append('}').toString();
    }

    private static void quotes(StringBuilder json, List<Quote> quotes) {
        json.append('[');
        for (int i = 0; i < quotes.size(); i++) {
            Quote q = quotes.get(i);
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"symbol\":");
            string(json, q.symbol());
            json.append(",\"companyName\":");
            string(json, q.companyName());
            json.append(",\"price\":").append(number(q.price()));
            json.append(",\"change\":").append(number(q.change()));
            json.append('}');
        }
        json.append(']');
    }

    private static String number(BigDecimal n) {
        if (n == null) {
            return "null";
        }
        BigDecimal plain = n.stripTrailingZeros();
        return (plain.scale() < 0 ? plain.setScale(0) : plain).toPlainString();
    }

    /** A JSON string; {@code <}, {@code >} and {@code &} escaped too, so it is inert if ever embedded in HTML. */
    static void string(StringBuilder json, String s) {
        if (s == null) {
            json.append("null");
            return;
        }
        json.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                case '\n' -> json.append("\\n");
                case '\r' -> json.append("\\r");
                case '\t' -> json.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        json.append('"');
    }
}
