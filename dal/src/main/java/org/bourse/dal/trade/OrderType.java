package org.bourse.dal.trade;

/** The kinds of order, stored by {@link #code()}. */
public enum OrderType {
    BUY("buy"), SELL("sell");

    private final String code;

    OrderType(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static OrderType ofCode(String code) {
        return switch (code) {
            case "buy" -> BUY;
            case "sell" -> SELL;
            default -> throw new IllegalArgumentException("Unknown order type '" + code + "'");
        };
    }
}
