package org.bourse.web.market;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import org.bourse.dal.trade.Quote;
import org.bourse.trade.MarketSummary;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * DayTrader's market-summary message, for DayTrader's clients of the WebSocket (its JMeter plans and
 * pages): one flat object, gainers then losers then the index, as DayTrader 7 and 8 write it:
 *
 * <pre>{"gainer1_stock":"s:7","gainer1_price":"$22.00","gainer1_change":2.0, … "loser5_change":-1.9,
 * "tsia":100.25,"volume":12345.0,"date":"2025-03-01"}</pre>
 *
 * Prices are strings with a dollar sign, changes and the volume numbers (DayTrader's doubles), the date
 * the day of the summary (DayTrader writes a {@code java.sql.Date}). Documented in docs/web.md.
 */
final class DayTraderSummaryJson {

    private DayTraderSummaryJson() {
    }

    /** DayTrader 8's request is {@code updateMarketSummary}, DayTrader 7's {@code update}. */
    static boolean asksForSummary(String message) {
        String action = action(message);
        return "updateMarketSummary".equals(action) || "update".equals(action);
    }

    /** The string value of {@code action} in a JSON object, as DayTrader's decoder reads it; null if none. */
    static String action(String message) {
        try {
            JsonNode action = JsonMapper.shared().readTree(message).path("action");
            return action.isString() ? action.stringValue() : null;
        } catch (JacksonException e) {
            return null;
        }
    }

    static String of(MarketSummary s) {
        StringBuilder json = new StringBuilder(1024).append('{');
        movers(json, "gainer", s.topGainers());
        movers(json, "loser", s.topLosers());
        json.append("\"tsia\":").append(plain(s.tsia()));
        json.append(",\"volume\":").append(asDouble(s.volume()));
        json.append(",\"date\":");
        Instant at = s.summaryDate() == null ? Instant.now() : s.summaryDate();
        MarketSummaryJson.string(json, LocalDate.ofInstant(at, ZoneOffset.UTC).toString());
        return json.append('}').toString();
    }

    private static void movers(StringBuilder json, String kind, List<Quote> quotes) {
        for (int i = 0; i < quotes.size(); i++) {
            Quote q = quotes.get(i);
            String key = "\"" + kind + (i + 1);
            json.append(key).append("_stock\":");
            MarketSummaryJson.string(json, q.symbol());
            json.append(',').append(key).append("_price\":");
            MarketSummaryJson.string(json, "$" + plain(q.price()));
            json.append(',').append(key).append("_change\":").append(asDouble(q.change())).append(',');
        }
    }

    private static String plain(BigDecimal n) {
        return n == null ? "0" : n.toPlainString();
    }

    /** A number as DayTrader's JSON-P writes its doubles ({@code 2.0}, {@code -1.9}, {@code 1.2345E+7}). */
    private static String asDouble(BigDecimal n) {
        return n == null ? "0.0" : BigDecimal.valueOf(n.doubleValue()).toString();
    }
}
