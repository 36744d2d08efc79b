package org.bourse.trade;

/**
 * A business operation was refused; the message says why in words fit for the user (and for a SOAP
 * fault string). Nothing was changed. Subclasses name the reason.
 */
public class TradeException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TradeException(String message) {
        super(message);
    }

    public TradeException(String message, Throwable cause) {
        super(message, cause);
    }

    /** No user with that id. */
    public static final class UnknownUser extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String userId;

        public UnknownUser(String userId) {
            super("No user '" + userId + "'");
            this.userId = userId;
        }

        public String userId() {
            return userId;
        }
    }

    /** Unknown user or wrong password (deliberately not saying which). */
    public static final class LoginFailed extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String userId;

        public LoginFailed(String userId) {
            super("Login failed for user '" + userId + "': unknown user or wrong password");
            this.userId = userId;
        }

        public String userId() {
            return userId;
        }
    }

    public static final class DuplicateUser extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String userId;

        public DuplicateUser(String userId) {
            super("User '" + userId + "' already exists");
            this.userId = userId;
        }

        public String userId() {
            return userId;
        }
    }

    public static final class UnknownSymbol extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String symbol;

        public UnknownSymbol(String symbol) {
            super("No quote for symbol '" + symbol + "'");
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }
    }

    /** The holding does not exist, is someone else's, or is already sold or being sold. */
    public static final class HoldingNotFound extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String userId;
        private final long holdingId;

        public HoldingNotFound(String userId, long holdingId) {
            super("Holding " + holdingId + " not found for user '" + userId + "' (already sold, being sold, or not theirs)");
            this.userId = userId;
            this.holdingId = holdingId;
        }

        public HoldingNotFound(long holdingId) {
            super("Holding " + holdingId + " not found");
            this.userId = null;
            this.holdingId = holdingId;
        }

        /** The user the holding was looked for, or null when it was looked up by id alone. */
        public String userId() {
            return userId;
        }

        public long holdingId() {
            return holdingId;
        }
    }

    public static final class OrderNotFound extends TradeException {
        private static final long serialVersionUID = 1L;

        private final long orderId;
        private final String why;

        public OrderNotFound(long orderId, String why) {
            super("Order " + orderId + " " + why);
            this.orderId = orderId;
            this.why = why;
        }

        public long orderId() {
            return orderId;
        }

        /** What is wrong with the order, as the message says it ({@code does not exist}, {@code is not open (closed)}). */
        public String why() {
            return why;
        }
    }

    /** The balance does not cover a buy while margin is off ({@code bourse.trade.allow-margin=false}). */
    public static final class InsufficientFunds extends TradeException {
        private static final long serialVersionUID = 1L;

        private final String userId;
        private final java.math.BigDecimal needed;

        public InsufficientFunds(String userId, java.math.BigDecimal needed) {
            super("Insufficient funds: user '" + userId + "' needs " + needed.toPlainString()
                    + " and margin is off (bourse.trade.allow-margin)");
            this.userId = userId;
            this.needed = needed;
        }

        public String userId() {
            return userId;
        }

        public java.math.BigDecimal needed() {
            return needed;
        }
    }

    /** A field is missing, too long, or out of range; the message names it. */
    public static final class InvalidInput extends TradeException {
        private static final long serialVersionUID = 1L;

        public InvalidInput(String message) {
            super(message);
        }
    }

    /** The database gave up under contention after retries; nothing was changed, the call may be repeated. */
    public static class Busy extends TradeException {
        private static final long serialVersionUID = 1L;

        public Busy(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * A reset of the trade data (resetTrade) is running on this node: the operation was refused before
     * it touched anything, and may be repeated once the reset is done.
     */
    public static final class ResetInProgress extends Busy {
        private static final long serialVersionUID = 1L;

        public ResetInProgress(String message) {
            super(message, null);
        }
    }

    /** The caller may not use this operation (admin operations without admin credentials). */
    public static final class NotAllowed extends TradeException {
        private static final long serialVersionUID = 1L;

        public NotAllowed(String message) {
            super(message);
        }
    }

    /** This access mode cannot perform the operation at all (run statistics over the Trade 6.1 contract). */
    public static final class Unsupported extends TradeException {
        private static final long serialVersionUID = 1L;

        public Unsupported(String message) {
            super(message);
        }
    }
}
