package org.bourse.trade.client;

import java.math.BigDecimal;
import java.util.List;
import java.util.function.Supplier;

import jakarta.xml.ws.WebServiceException;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.Quote;
import org.bourse.dal.trade.RunStatistics;
import org.bourse.trade.MarketSummary;
import org.bourse.trade.Profile;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.trade.wire.AccountProfileDataBean;
import org.bourse.trade.wire.Buy;
import org.bourse.trade.wire.CancelOrder;
import org.bourse.trade.wire.CompleteOrder;
import org.bourse.trade.wire.CreateQuote;
import org.bourse.trade.wire.GetAccountData;
import org.bourse.trade.wire.GetAccountProfileData;
import org.bourse.trade.wire.GetAllQuotes;
import org.bourse.trade.wire.GetClosedOrders;
import org.bourse.trade.wire.GetHolding;
import org.bourse.trade.wire.GetHoldings;
import org.bourse.trade.wire.GetMarketSummary;
import org.bourse.trade.wire.GetOrders;
import org.bourse.trade.wire.GetQuote;
import org.bourse.trade.wire.GetQuotes;
import org.bourse.trade.wire.GetTopOrders;
import org.bourse.trade.wire.IsOnline;
import org.bourse.trade.wire.Login;
import org.bourse.trade.wire.Logout;
import org.bourse.trade.wire.OrderCompleted;
import org.bourse.trade.wire.Register;
import org.bourse.trade.wire.ResetTrade;
import org.bourse.trade.wire.Sell;
import org.bourse.trade.wire.SellEnhanced;
import org.bourse.trade.wire.TradeWSServices;
import org.bourse.trade.wire.UpdateAccountProfile;
import org.bourse.trade.wire.UpdateQuotePriceVolume;

/**
 * The Trade services of another node, called over the Trade 6.1 SOAP contract (access mode
 * {@code web-services}). Both ports are thread-safe: their request contexts are set once, when they
 * are made, and never per call. Admin operations go through the port that sends the admin account's
 * credentials. A fault comes back as the {@link TradeException} the other side threw
 * ({@link RemoteFaults}). A nil result, which a Trade 6.1 server answers for an unknown user or
 * symbol, becomes the matching exception.
 */
final class SoapTradeServices implements TradeServices {

    private final TradeWSServices port;
    private final TradeWSServices adminPort;
    private final RemoteFaults faults;

    SoapTradeServices(TradeWSServices port, TradeWSServices adminPort, RemoteFaults faults) {
        this.port = port;
        this.adminPort = adminPort;
        this.faults = faults;
    }

    // Quotes and market

    @Override
    public Quote quote(String symbol) {
        GetQuote request = new GetQuote();
        request.setSymbol(symbol);
        var quote = call(() -> port.getQuote(request).getGetQuoteReturn());
        if (quote == null) {
            throw new TradeException.UnknownSymbol(symbol);
        }
        return WireValues.quote(quote);
    }

    @Override
    public List<Quote> quotes(String symbols) {
        GetQuotes request = new GetQuotes();
        request.setSymbols(symbols);
        return WireValues.quotes(call(() -> port.getQuotes(request).getGetQuotesReturn()));
    }

    @Override
    public List<Quote> allQuotes() {
        return WireValues.quotes(call(() -> port.getAllQuotes(new GetAllQuotes()).getGetAllQuotesReturn()));
    }

    @Override
    public Quote createQuote(String symbol, String companyName, BigDecimal price) {
        CreateQuote request = new CreateQuote();
        request.setSymbol(symbol);
        request.setCompanyName(companyName);
        request.setPrice(price);
        return WireValues.quote(required(call(() -> adminPort.createQuote(request).getCreateQuoteReturn()), "createQuote"));
    }

    @Override
    public Quote updateQuotePriceVolume(String symbol, BigDecimal changeFactor, BigDecimal sharesTraded) {
        UpdateQuotePriceVolume request = new UpdateQuotePriceVolume();
        request.setSymbol(symbol);
        request.setNewPrice(changeFactor);
        request.setSharesTraded(wireDouble("sharesTraded", sharesTraded));
        var quote = call(() -> adminPort.updateQuotePriceVolume(request).getUpdateQuotePriceVolumeReturn());
        if (quote == null) {
            throw new TradeException.UnknownSymbol(symbol);
        }
        return WireValues.quote(quote);
    }

    @Override
    public MarketSummary marketSummary() {
        return WireValues.marketSummary(required(
                call(() -> port.getMarketSummary(new GetMarketSummary()).getGetMarketSummaryReturn()), "getMarketSummary"));
    }

    // Accounts

    @Override
    public Account register(Registration r) {
        Register request = new Register();
        request.setUserID(r.userId());
        request.setPassword(r.password());
        request.setFullname(r.fullName());
        request.setAddress(r.address());
        request.setEmail(r.email());
        request.setCreditcard(r.creditCard());
        request.setOpenBalance(r.openBalance());
        return WireValues.account(required(call(() -> port.register(request).getRegisterReturn()), "register"));
    }

    @Override
    public Account login(String userId, String password) {
        Login request = new Login();
        request.setUserID(userId);
        request.setPassword(password);
        var account = call(() -> port.login(request).getLoginReturn());
        if (account == null) {
            throw new TradeException.LoginFailed(userId);
        }
        return WireValues.account(account);
    }

    @Override
    public void logout(String userId) {
        Logout request = new Logout();
        request.setUserID(userId);
        call(() -> port.logout(request));
    }

    @Override
    public Account account(String userId) {
        GetAccountData request = new GetAccountData();
        request.setUserID(userId);
        var account = call(() -> port.getAccountData(request).getGetAccountDataReturn());
        if (account == null) {
            throw new TradeException.UnknownUser(userId);
        }
        return WireValues.account(account);
    }

    @Override
    public Profile profile(String userId) {
        GetAccountProfileData request = new GetAccountProfileData();
        request.setUserID(userId);
        var profile = call(() -> port.getAccountProfileData(request).getGetAccountProfileDataReturn());
        if (profile == null) {
            throw new TradeException.UnknownUser(userId);
        }
        return WireValues.profile(profile);
    }

    @Override
    public Profile updateProfile(ProfileUpdate u) {
        AccountProfileDataBean data = new AccountProfileDataBean();
        data.setUserID(u.userId());
        data.setPassword(u.password());
        data.setFullName(u.fullName());
        data.setAddress(u.address());
        data.setEmail(u.email());
        data.setCreditCard(u.creditCard());
        UpdateAccountProfile request = new UpdateAccountProfile();
        request.setProfileData(data);
        var profile = call(() -> port.updateAccountProfile(request).getUpdateAccountProfileReturn());
        if (profile == null) {
            throw new TradeException.UnknownUser(u.userId());
        }
        return WireValues.profile(profile);
    }

    // Orders and holdings

    @Override
    public Order buy(String userId, String symbol, BigDecimal quantity) {
        Buy request = new Buy();
        request.setUserID(userId);
        request.setSymbol(symbol);
        request.setQuantity(wireDouble("quantity", quantity));
        return WireValues.order(required(call(() -> port.buy(request).getBuyReturn()), "buy"));
    }

    @Override
    public Order sell(String userId, long holdingId) {
        Sell request = new Sell();
        request.setUserID(userId);
        request.setHoldingID(wireId(holdingId, () -> new TradeException.HoldingNotFound(userId, holdingId)));
        return WireValues.order(required(call(() -> port.sell(request).getSellReturn()), "sell"));
    }

    @Override
    public Order sellEnhanced(String userId, long holdingId, BigDecimal quantity) {
        SellEnhanced request = new SellEnhanced();
        request.setUserID(userId);
        request.setHoldingID(wireId(holdingId, () -> new TradeException.HoldingNotFound(userId, holdingId)));
        request.setQuantity(wireDouble("quantity", quantity));
        return WireValues.order(required(call(() -> port.sellEnhanced(request).getSellEnhancedReturn()), "sellEnhanced"));
    }

    @Override
    public List<Holding> holdings(String userId) {
        GetHoldings request = new GetHoldings();
        request.setUserID(userId);
        return WireValues.holdings(call(() -> port.getHoldings(request).getGetHoldingsReturn()));
    }

    @Override
    public Holding holding(long holdingId) {
        GetHolding request = new GetHolding();
        request.setHoldingID(wireId(holdingId, () -> new TradeException.HoldingNotFound(holdingId)));
        var holding = call(() -> port.getHolding(request).getGetHoldingReturn());
        if (holding == null) {
            throw new TradeException.HoldingNotFound(holdingId);
        }
        return WireValues.holding(holding);
    }

    @Override
    public List<Order> orders(String userId) {
        GetOrders request = new GetOrders();
        request.setUserID(userId);
        return WireValues.orders(call(() -> port.getOrders(request).getGetOrdersReturn()));
    }

    @Override
    public List<Order> topOrders(String userId) {
        GetTopOrders request = new GetTopOrders();
        request.setUserID(userId);
        return WireValues.orders(call(() -> port.getTopOrders(request).getGetTopOrdersReturn()));
    }

    @Override
    public List<Order> closedOrders(String userId) {
        GetClosedOrders request = new GetClosedOrders();
        request.setUserID(userId);
        return WireValues.orders(call(() -> port.getClosedOrders(request).getGetClosedOrdersReturn()));
    }

    // Order administration

    @Override
    public Order completeOrder(long orderId) {
        CompleteOrder request = new CompleteOrder();
        request.setOrderID(wireId(orderId, () -> new TradeException.OrderNotFound(orderId, "does not exist")));
        return WireValues.order(required(call(() -> adminPort.completeOrder(request).getCompleteOrderReturn()),
                "completeOrder"));
    }

    /**
     * The wire's cancelOrder answers nothing (and the contract has no way to read one order back), so
     * the order returned carries only what the call establishes: its id and its status, cancelled.
     * Every other field is empty (null, or 0 for the account).
     */
    @Override
    public Order cancelOrder(long orderId) {
        CancelOrder request = new CancelOrder();
        request.setOrderID(wireId(orderId, () -> new TradeException.OrderNotFound(orderId, "does not exist")));
        call(() -> adminPort.cancelOrder(request));
        return new Order(orderId, 0L, null, null, null, OrderStatus.CANCELLED, null, null, null, null, null, false);
    }

    @Override
    public void orderCompleted(String userId, long orderId) {
        OrderCompleted request = new OrderCompleted();
        request.setUserID(userId);
        request.setOrderID(wireId(orderId, () -> new TradeException.OrderNotFound(orderId,
                "is not a closed order of user '" + userId + "'")));
        call(() -> port.orderCompleted(request));
    }

    // Administration

    @Override
    public RunStatistics resetTrade(boolean deleteAll) {
        ResetTrade request = new ResetTrade();
        request.setDeleteAll(deleteAll);
        return WireValues.runStatistics(required(call(() -> adminPort.resetTrade(request).getResetTradeReturn()),
                "resetTrade"));
    }

    /** Not part of the Trade 6.1 contract: only the node that runs the services in process can answer. */
    @Override
    public RunStatistics runStatistics() {
        throw new TradeException.Unsupported("Run statistics are not available in web-services access mode: the Trade 6.1"
                + " contract has no operation for them; ask the node that runs the services in process");
    }

    @Override
    public void isOnline() {
        call(() -> port.isOnline(new IsOnline()));
    }

    private <T> T call(Supplier<T> operation) {
        try {
            return operation.get();
        } catch (WebServiceException e) {
            throw faults.toTradeException(e);
        }
    }

    private static <T> T required(T value, String operation) {
        if (value == null) {
            throw new TradeException("The Trade services answered " + operation + " with nothing");
        }
        return value;
    }

    /**
     * Share quantities are doubles on the wire; a missing one is sent as 0, which the services refuse.
     * One that a double cannot carry exactly is refused here rather than arrive rounded on the other side.
     */
    private static double wireDouble(String field, BigDecimal value) {
        if (value == null) {
            return 0;
        }
        double wire = value.doubleValue();
        if (!Double.isFinite(wire) || BigDecimal.valueOf(wire).compareTo(value) != 0) {
            throw new TradeException.InvalidInput(field + " " + value + " cannot be sent as an xsd:double"
                    + " without rounding");
        }
        return wire;
    }

    /** Trade 6.1 ids are xsd:int: an id beyond that range cannot name anything on the other side. */
    private static Integer wireId(long id, Supplier<TradeException> notFound) {
        if (id < Integer.MIN_VALUE || id > Integer.MAX_VALUE) {
            throw notFound.get();
        }
        return (int) id;
    }
}
