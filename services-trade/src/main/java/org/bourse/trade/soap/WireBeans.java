package org.bourse.trade.soap;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
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
 * The service's values as Trade 6.1 data beans. Money stays BigDecimal (xsd:decimal); share
 * quantities, volumes and a quote's change are doubles, as the contract has them; instants are
 * xsd:dateTime in UTC with their microseconds. Ids are xsd:int on the wire: one that does not fit
 * fails the call rather than be truncated. The profile's password is never sent (nil).
 */
final class WireBeans {

    // Looking the factory up is costly (service loading); its instances are stateless and shareable.
    private final DatatypeFactory datatypes;

    WireBeans() {
        try {
            this.datatypes = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException("No javax.xml.datatype implementation", e);
        }
    }

    QuoteDataBean quote(Quote q) {
        QuoteDataBean b = new QuoteDataBean();
        b.setSymbol(q.symbol());
        b.setCompanyName(q.companyName());
        b.setPrice(q.price());
        b.setOpen(q.open());
        b.setLow(q.low());
        b.setHigh(q.high());
        b.setChange(q.change().doubleValue());
        b.setVolume(q.volume().doubleValue());
        return b;
    }

    ArrayOfQuoteDataBean quotes(List<Quote> quotes) {
        ArrayOfQuoteDataBean array = new ArrayOfQuoteDataBean();
        List<QuoteDataBean> items = array.getQuoteDataBean();
        for (Quote q : quotes) {
            items.add(quote(q));
        }
        return array;
    }

    OrderDataBean order(Order o) {
        OrderDataBean b = new OrderDataBean();
        b.setOrderID(id(o.orderId()));
        b.setOrderType(o.type().code());
        b.setOrderStatus(o.status().code());
        b.setOpenDate(dateTime(o.openDate()));
        b.setCompletionDate(dateTime(o.completionDate()));
        b.setQuantity(o.quantity().doubleValue());
        b.setPrice(o.price());
        b.setOrderFee(o.fee());
        b.setSymbol(o.symbol());
        return b;
    }

    ArrayOfOrderDataBean orders(List<Order> orders) {
        ArrayOfOrderDataBean array = new ArrayOfOrderDataBean();
        List<OrderDataBean> items = array.getOrderDataBean();
        for (Order o : orders) {
            items.add(order(o));
        }
        return array;
    }

    HoldingDataBean holding(Holding h) {
        HoldingDataBean b = new HoldingDataBean();
        b.setHoldingID(id(h.holdingId()));
        b.setQuantity(h.quantity().doubleValue());
        b.setPurchasePrice(h.purchasePrice());
        b.setPurchaseDate(dateTime(h.purchaseDate()));
        b.setQuoteID(h.symbol());
        return b;
    }

    ArrayOfHoldingDataBean holdings(List<Holding> holdings) {
        ArrayOfHoldingDataBean array = new ArrayOfHoldingDataBean();
        List<HoldingDataBean> items = array.getHoldingDataBean();
        for (Holding h : holdings) {
            items.add(holding(h));
        }
        return array;
    }

    AccountDataBean account(Account a) {
        AccountDataBean b = new AccountDataBean();
        b.setAccountID(id(a.accountId()));
        b.setLoginCount(a.loginCount());
        b.setLogoutCount(a.logoutCount());
        b.setLastLogin(dateTime(a.lastLogin()));
        b.setCreationDate(dateTime(a.creationDate()));
        b.setBalance(a.balance());
        b.setOpenBalance(a.openBalance());
        b.setProfileID(a.userId());
        return b;
    }

    /** The password element is always nil: Bourse keeps only a hash, and never sends that. */
    AccountProfileDataBean profile(Profile p) {
        AccountProfileDataBean b = new AccountProfileDataBean();
        b.setUserID(p.userId());
        b.setPassword(null);
        b.setFullName(p.fullName());
        b.setAddress(p.address());
        b.setEmail(p.email());
        b.setCreditCard(p.creditCard());
        return b;
    }

    MarketSummaryDataBeanWS marketSummary(MarketSummary s) {
        MarketSummaryDataBeanWS b = new MarketSummaryDataBeanWS();
        b.setTSIA(s.tsia());
        b.setOpenTSIA(s.openTsia());
        b.setVolume(s.volume().doubleValue());
        b.setTopGainers(quotes(s.topGainers()));
        b.setTopLosers(quotes(s.topLosers()));
        b.setSummaryDate(dateTime(s.summaryDate()));
        return b;
    }

    /** Counts past the int range (only the login and logout sums could get there) saturate. */
    RunStatsDataBean runStatistics(RunStatistics r) {
        RunStatsDataBean b = new RunStatsDataBean();
        b.setTradeUserCount(r.tradeUserCount());
        b.setNewUserCount(r.newUserCount());
        b.setSumLoginCount(saturated(r.sumLoginCount()));
        b.setSumLogoutCount(saturated(r.sumLogoutCount()));
        b.setHoldingCount(r.holdingCount());
        b.setBuyOrderCount(r.buyOrderCount());
        b.setSellOrderCount(r.sellOrderCount());
        b.setCancelledOrderCount(r.cancelledOrderCount());
        b.setOpenOrderCount(r.openOrderCount());
        b.setDeletedOrderCount(r.deletedOrderCount());
        b.setOrderCount(r.orderCount());
        b.setTradeStockCount(r.tradeStockCount());
        return b;
    }

    /** An instant as xsd:dateTime in UTC ({@code 2026-11-21T16:28:17.123456Z}), null as nil. */
    XMLGregorianCalendar dateTime(Instant instant) {
        if (instant == null) {
            return null;
        }
        OffsetDateTime t = instant.atOffset(ZoneOffset.UTC);
        int nanos = t.getNano();
        BigDecimal fraction = nanos == 0 ? null : BigDecimal.valueOf(nanos, 9).stripTrailingZeros();
        return datatypes.newXMLGregorianCalendar(BigInteger.valueOf(t.getYear()), t.getMonthValue(),
                t.getDayOfMonth(), t.getHour(), t.getMinute(), t.getSecond(), fraction, 0);
    }

    private static Integer id(long id) {
        return Math.toIntExact(id);
    }

    private static int saturated(long count) {
        return (int) Math.min(count, Integer.MAX_VALUE);
    }
}
