package org.bourse.web;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;
import org.bourse.trade.MarketSummary;
import org.bourse.trade.Profile;

/** Records the mocked services answer with. */
public final class TestData {

    public static final Instant T = Instant.parse("2025-03-01T10:15:30Z");

    private TestData() {
    }

    public static Account account(String userId) {
        return new Account(42, userId, new BigDecimal("1000.00"), new BigDecimal("1500.00"), T, T, 3, 1);
    }

    public static Profile profile(String userId) {
        return new Profile(userId, "first:1 last:2", "12 Oak St.", "u@1.com", "1-2-3-4");
    }

    public static Quote quote(String symbol, String price) {
        BigDecimal p = new BigDecimal(price);
        return new Quote(symbol, "S Incorporated", p, p, p, p, BigDecimal.ZERO.setScale(2), BigDecimal.ZERO);
    }

    public static Holding holding(long id, String symbol) {
        return new Holding(id, 42, symbol, new BigDecimal("100"), new BigDecimal("10.00"), T);
    }

    public static Order order(long id, OrderType type, String symbol) {
        return new Order(id, 42, symbol, 7L, type, OrderStatus.CLOSED, new BigDecimal("100"), new BigDecimal("10.00"),
                new BigDecimal("24.95"), T, T, false);
    }

    /** Matches the page notice (a {@link org.bourse.web.system.Status}) with this message code. */
    public static org.hamcrest.Matcher<Object> notice(String code) {
        return new org.hamcrest.TypeSafeMatcher<>(Object.class) {
            @Override
            protected boolean matchesSafely(Object item) {
                return item instanceof org.bourse.web.system.Status s && s.code().equals(code);
            }

            @Override
            public void describeTo(org.hamcrest.Description description) {
                description.appendText("a notice with code " + code);
            }
        };
    }

    public static MarketSummary market() {
        return new MarketSummary(new BigDecimal("100.00"), new BigDecimal("99.00"), new BigDecimal("1234"),
                List.of(quote("s:1", "12.00")), List.of(quote("s:2", "8.00")), T, new BigDecimal("1.01"));
    }
}
