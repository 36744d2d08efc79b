package org.bourse.trade.client;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.XMLGregorianCalendar;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.MarketSummary;
import org.bourse.trade.Profile;
import org.bourse.trade.wire.AccountDataBean;
import org.bourse.trade.wire.AccountProfileDataBean;
import org.bourse.trade.wire.ArrayOfHoldingDataBean;
import org.bourse.trade.wire.ArrayOfOrderDataBean;
import org.bourse.trade.wire.ArrayOfQuoteDataBean;
import org.bourse.trade.wire.HoldingDataBean;
import org.bourse.trade.wire.MarketSummaryDataBeanWS;
import org.bourse.trade.wire.OrderDataBean;
import org.bourse.trade.wire.QuoteDataBean;
import org.bourse.trade.wire.RunStatsDataBean;

/**
 * Trade 6.1 data beans back into the service's values, at the scales the database gives them (money
 * 2 decimals, share quantities and volumes 4), so a value read over SOAP equals the one read in process.
 * What the wire does not carry is left empty: an order's or a holding's account id (0), the holding
 * an order made or sold (null) and whether a sell was partial (false).
 */
final class WireValues {

    private static final int MONEY_SCALE = 2;
    private static final int SHARES_SCALE = 4;
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private WireValues() {
    }

    static Quote quote(QuoteDataBean b) {
        return new Quote(b.getSymbol(), b.getCompanyName(), b.getPrice(), b.getOpen(), b.getLow(), b.getHigh(),
                decimal(b.getChange(), MONEY_SCALE), decimal(b.getVolume(), SHARES_SCALE));
    }

    static List<Quote> quotes(ArrayOfQuoteDataBean array) {
        List<Quote> out = new ArrayList<>();
        if (array != null) {
            for (QuoteDataBean b : array.getQuoteDataBean()) {
                if (b != null) {
                    out.add(quote(b));
                }
            }
        }
        return out;
    }

    static Order order(OrderDataBean b) {
        return new Order(id(b.getOrderID()), 0L, b.getSymbol(), null, OrderType.ofCode(b.getOrderType()),
                OrderStatus.ofCode(b.getOrderStatus()), decimal(b.getQuantity(), SHARES_SCALE), b.getPrice(),
                b.getOrderFee(), instant(b.getOpenDate()), instant(b.getCompletionDate()), false);
    }

    static List<Order> orders(ArrayOfOrderDataBean array) {
        List<Order> out = new ArrayList<>();
        if (array != null) {
            for (OrderDataBean b : array.getOrderDataBean()) {
                if (b != null) {
                    out.add(order(b));
                }
            }
        }
        return out;
    }

    static Holding holding(HoldingDataBean b) {
        return new Holding(id(b.getHoldingID()), 0L, b.getQuoteID(), decimal(b.getQuantity(), SHARES_SCALE),
                b.getPurchasePrice(), instant(b.getPurchaseDate()));
    }

    static List<Holding> holdings(ArrayOfHoldingDataBean array) {
        List<Holding> out = new ArrayList<>();
        if (array != null) {
            for (HoldingDataBean b : array.getHoldingDataBean()) {
                if (b != null) {
                    out.add(holding(b));
                }
            }
        }
        return out;
    }

    static Account account(AccountDataBean b) {
        return new Account(id(b.getAccountID()), b.getProfileID(), b.getBalance(), b.getOpenBalance(),
                instant(b.getCreationDate()), instant(b.getLastLogin()), count(b.getLoginCount()),
                count(b.getLogoutCount()));
    }

    /** The wire's password element is ignored: Bourse never sends one, and the profile has no such field. */
    static Profile profile(AccountProfileDataBean b) {
        return new Profile(b.getUserID(), b.getFullName(), b.getAddress(), b.getEmail(), b.getCreditCard());
    }

    /** gainPercent is not on the wire; it is derived from TSIA and openTSIA as the services do. */
    static MarketSummary marketSummary(MarketSummaryDataBeanWS b) {
        BigDecimal tsia = b.getTSIA();
        BigDecimal openTsia = b.getOpenTSIA();
        BigDecimal gain = tsia == null || openTsia == null || openTsia.signum() == 0 ? BigDecimal.ZERO.setScale(MONEY_SCALE)
                : tsia.divide(openTsia, MathContext.DECIMAL64).subtract(BigDecimal.ONE).multiply(HUNDRED)
                        .setScale(MONEY_SCALE, RoundingMode.HALF_UP);
        return new MarketSummary(tsia, openTsia, decimal(b.getVolume(), SHARES_SCALE), quotes(b.getTopGainers()),
                quotes(b.getTopLosers()), instant(b.getSummaryDate()), gain);
    }

    static RunStatistics runStatistics(RunStatsDataBean b) {
        return new RunStatistics(count(b.getTradeUserCount()), count(b.getNewUserCount()), count(b.getSumLoginCount()),
                count(b.getSumLogoutCount()), count(b.getHoldingCount()), count(b.getBuyOrderCount()),
                count(b.getSellOrderCount()), count(b.getCancelledOrderCount()), count(b.getOpenOrderCount()),
                count(b.getDeletedOrderCount()), count(b.getOrderCount()), count(b.getTradeStockCount()));
    }

    /**
     * An xsd:dateTime as an instant, keeping its fraction of a second; one without a time zone is
     * taken as UTC.
     */
    static Instant instant(XMLGregorianCalendar x) {
        if (x == null) {
            return null;
        }
        int tz = x.getTimezone();
        ZoneOffset offset = tz == DatatypeConstants.FIELD_UNDEFINED ? ZoneOffset.UTC : ZoneOffset.ofTotalSeconds(tz * 60);
        BigDecimal fraction = x.getFractionalSecond();
        int nanos = fraction == null ? 0 : fraction.movePointRight(9).intValue();
        try {
            return OffsetDateTime.of(x.getYear(), x.getMonth(), x.getDay(), x.getHour(), x.getMinute(), x.getSecond(),
                    nanos, offset).toInstant();
        } catch (DateTimeException e) {
            // 24:00:00, a leap second or a missing field: let the calendar sort it out.
            return x.toGregorianCalendar().toInstant();
        }
    }

    /** A missing double reads as 0, as it did before the wire types' numbers were boxed. */
    private static BigDecimal decimal(Double value, int scale) {
        return BigDecimal.valueOf(value == null ? 0 : value).setScale(scale, RoundingMode.HALF_UP);
    }

    private static int count(Integer value) {
        return value == null ? 0 : value;
    }

    private static long id(Integer id) {
        return id == null ? 0L : id;
    }
}
