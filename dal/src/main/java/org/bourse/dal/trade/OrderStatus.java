package org.bourse.dal.trade;

/**
 * An order's life: open → closed (processed, money moved) → completed (the user saw the alert);
 * cancelled when processing could not happen. {@code processing} is kept for the wire contract and
 * the schema, as in the originals.
 */
public enum OrderStatus {
    OPEN("open"), PROCESSING("processing"), CLOSED("closed"), COMPLETED("completed"), CANCELLED("cancelled");

    private final String code;

    OrderStatus(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static OrderStatus ofCode(String code) {
        for (OrderStatus s : values()) {
            if (s.code.equals(code)) {
                return s;
            }
        }
        throw new IllegalArgumentException("Unknown order status '" + code + "'");
    }
}
