package org.bourse.trade.soap;

import jakarta.jws.WebService;

import org.bourse.dal.trade.Holding;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException.HoldingNotFound;
import org.bourse.trade.TradeException.InvalidInput;
import org.bourse.trade.TradeServices;
import org.bourse.trade.wire.AccountProfileDataBean;
import org.bourse.trade.wire.Buy;
import org.bourse.trade.wire.BuyResponse;
import org.bourse.trade.wire.CancelOrder;
import org.bourse.trade.wire.CancelOrderResponse;
import org.bourse.trade.wire.CompleteOrder;
import org.bourse.trade.wire.CompleteOrderResponse;
import org.bourse.trade.wire.CreateQuote;
import org.bourse.trade.wire.CreateQuoteResponse;
import org.bourse.trade.wire.GetAccountData;
import org.bourse.trade.wire.GetAccountDataResponse;
import org.bourse.trade.wire.GetAccountProfileData;
import org.bourse.trade.wire.GetAccountProfileDataResponse;
import org.bourse.trade.wire.GetAllQuotes;
import org.bourse.trade.wire.GetAllQuotesResponse;
import org.bourse.trade.wire.GetClosedOrders;
import org.bourse.trade.wire.GetClosedOrdersResponse;
import org.bourse.trade.wire.GetHolding;
import org.bourse.trade.wire.GetHoldingResponse;
import org.bourse.trade.wire.GetHoldings;
import org.bourse.trade.wire.GetHoldingsResponse;
import org.bourse.trade.wire.GetMarketSummary;
import org.bourse.trade.wire.GetMarketSummaryResponse;
import org.bourse.trade.wire.GetOrders;
import org.bourse.trade.wire.GetOrdersResponse;
import org.bourse.trade.wire.GetQuote;
import org.bourse.trade.wire.GetQuoteResponse;
import org.bourse.trade.wire.GetQuotes;
import org.bourse.trade.wire.GetQuotesResponse;
import org.bourse.trade.wire.GetTopOrders;
import org.bourse.trade.wire.GetTopOrdersResponse;
import org.bourse.trade.wire.IsOnline;
import org.bourse.trade.wire.IsOnlineResponse;
import org.bourse.trade.wire.Login;
import org.bourse.trade.wire.LoginResponse;
import org.bourse.trade.wire.Logout;
import org.bourse.trade.wire.LogoutResponse;
import org.bourse.trade.wire.OrderCompleted;
import org.bourse.trade.wire.OrderCompletedResponse;
import org.bourse.trade.wire.QueueOrder;
import org.bourse.trade.wire.QueueOrderResponse;
import org.bourse.trade.wire.Register;
import org.bourse.trade.wire.RegisterResponse;
import org.bourse.trade.wire.ResetTrade;
import org.bourse.trade.wire.ResetTradeResponse;
import org.bourse.trade.wire.Sell;
import org.bourse.trade.wire.SellEnhanced;
import org.bourse.trade.wire.SellEnhancedResponse;
import org.bourse.trade.wire.SellResponse;
import org.bourse.trade.wire.TradeWSServices;
import org.bourse.trade.wire.UpdateAccountProfile;
import org.bourse.trade.wire.UpdateAccountProfileResponse;
import org.bourse.trade.wire.UpdateQuotePriceVolume;
import org.bourse.trade.wire.UpdateQuotePriceVolumeResponse;

/**
 * The Trade 6.1 operations over {@link TradeServices}: each takes the request element, calls one
 * service operation and returns the response element. Failures are {@code TradeException}s, which
 * {@link TradeFaults} turns into SOAP faults. Admin operations check the admin credentials first;
 * the others are open, as in Trade 6.1 (see docs/trade-soap.md). {@code orderProcessingMode} and
 * {@code twoPhase} are accepted and ignored: the server's order-processing setting decides.
 */
@WebService(
        serviceName = "Trade",
        portName = "TradeWSServices",
        targetNamespace = "http://trade.samples.websphere.ibm.com",
        endpointInterface = "org.bourse.trade.wire.TradeWSServices",
        wsdlLocation = "classpath:wsdl/TradeServices.wsdl")
class TradeSoapEndpoint implements TradeWSServices {

    private final TradeServices trade;
    private final AdminGuard admin;
    private final WireBeans wire;
    // Responses without content carry no state: one instance answers every call.
    private final QueueOrderResponse queued = new QueueOrderResponse();
    private final CancelOrderResponse cancelled = new CancelOrderResponse();
    private final OrderCompletedResponse completed = new OrderCompletedResponse();
    private final IsOnlineResponse online = new IsOnlineResponse();

    TradeSoapEndpoint(TradeServices trade, AdminGuard admin, WireBeans wire) {
        this.trade = trade;
        this.admin = admin;
        this.wire = wire;
    }

    // Quotes and market

    @Override
    public GetMarketSummaryResponse getMarketSummary(GetMarketSummary request) {
        GetMarketSummaryResponse response = new GetMarketSummaryResponse();
        response.setGetMarketSummaryReturn(wire.marketSummary(trade.marketSummary()));
        return response;
    }

    @Override
    public GetQuoteResponse getQuote(GetQuote request) {
        GetQuoteResponse response = new GetQuoteResponse();
        response.setGetQuoteReturn(wire.quote(trade.quote(request.getSymbol())));
        return response;
    }

    @Override
    public GetQuotesResponse getQuotes(GetQuotes request) {
        GetQuotesResponse response = new GetQuotesResponse();
        response.setGetQuotesReturn(wire.quotes(trade.quotes(request.getSymbols())));
        return response;
    }

    @Override
    public GetAllQuotesResponse getAllQuotes(GetAllQuotes request) {
        GetAllQuotesResponse response = new GetAllQuotesResponse();
        response.setGetAllQuotesReturn(wire.quotes(trade.allQuotes()));
        return response;
    }

    @Override
    public CreateQuoteResponse createQuote(CreateQuote request) {
        admin.check();
        CreateQuoteResponse response = new CreateQuoteResponse();
        response.setCreateQuoteReturn(wire.quote(trade.createQuote(request.getSymbol(), request.getCompanyName(),
                WireInputs.decimal("price", request.getPrice()))));
        return response;
    }

    /** {@code newPrice} is the factor the price is multiplied by, as in DayTrader. */
    @Override
    public UpdateQuotePriceVolumeResponse updateQuotePriceVolume(UpdateQuotePriceVolume request) {
        admin.check();
        UpdateQuotePriceVolumeResponse response = new UpdateQuotePriceVolumeResponse();
        response.setUpdateQuotePriceVolumeReturn(wire.quote(trade.updateQuotePriceVolume(request.getSymbol(),
                WireInputs.decimal("newPrice", request.getNewPrice()),
                WireInputs.shares("sharesTraded", request.getSharesTraded()))));
        return response;
    }

    // Accounts

    @Override
    public RegisterResponse register(Register request) {
        RegisterResponse response = new RegisterResponse();
        response.setRegisterReturn(wire.account(trade.register(new Registration(request.getUserID(),
                request.getPassword(), request.getFullname(), request.getAddress(), request.getEmail(),
                request.getCreditcard(), WireInputs.decimal("openBalance", request.getOpenBalance())))));
        return response;
    }

    @Override
    public LoginResponse login(Login request) {
        LoginResponse response = new LoginResponse();
        response.setLoginReturn(wire.account(trade.login(request.getUserID(), request.getPassword())));
        return response;
    }

    @Override
    public LogoutResponse logout(Logout request) {
        trade.logout(request.getUserID());
        LogoutResponse response = new LogoutResponse();
        response.setLogoutReturn(Boolean.TRUE);
        return response;
    }

    @Override
    public GetAccountDataResponse getAccountData(GetAccountData request) {
        GetAccountDataResponse response = new GetAccountDataResponse();
        response.setGetAccountDataReturn(wire.account(trade.account(request.getUserID())));
        return response;
    }

    @Override
    public GetAccountProfileDataResponse getAccountProfileData(GetAccountProfileData request) {
        GetAccountProfileDataResponse response = new GetAccountProfileDataResponse();
        response.setGetAccountProfileDataReturn(wire.profile(trade.profile(request.getUserID())));
        return response;
    }

    /** A nil or empty password keeps the current one. */
    @Override
    public UpdateAccountProfileResponse updateAccountProfile(UpdateAccountProfile request) {
        AccountProfileDataBean p = request.getProfileData();
        if (p == null) {
            throw new InvalidInput("profileData is required");
        }
        UpdateAccountProfileResponse response = new UpdateAccountProfileResponse();
        response.setUpdateAccountProfileReturn(wire.profile(trade.updateProfile(new ProfileUpdate(p.getUserID(),
                p.getPassword(), p.getFullName(), p.getAddress(), p.getEmail(), p.getCreditCard()))));
        return response;
    }

    // Orders and holdings

    @Override
    public BuyResponse buy(Buy request) {
        BuyResponse response = new BuyResponse();
        response.setBuyReturn(wire.order(trade.buy(request.getUserID(), request.getSymbol(),
                WireInputs.quantity("quantity", request.getQuantity()))));
        return response;
    }

    @Override
    public SellResponse sell(Sell request) {
        SellResponse response = new SellResponse();
        response.setSellReturn(wire.order(trade.sell(request.getUserID(),
                WireInputs.id("holdingID", request.getHoldingID()))));
        return response;
    }

    @Override
    public SellEnhancedResponse sellEnhanced(SellEnhanced request) {
        SellEnhancedResponse response = new SellEnhancedResponse();
        response.setSellEnhancedReturn(wire.order(trade.sellEnhanced(request.getUserID(),
                WireInputs.id("holdingID", request.getHoldingID()),
                WireInputs.quantity("quantity", request.getQuantity()))));
        return response;
    }

    @Override
    public GetHoldingsResponse getHoldings(GetHoldings request) {
        GetHoldingsResponse response = new GetHoldingsResponse();
        response.setGetHoldingsReturn(wire.holdings(trade.holdings(request.getUserID())));
        return response;
    }

    /**
     * Trade 6.1 sends the holding alone. StockTrader 6 sends its user too ({@code getHolding(userID,
     * holdingID)}), and then the holding must be that user's, as for a sell: someone else's is not found,
     * in the same words, so the answer does not tell whose it is.
     */
    @Override
    public GetHoldingResponse getHolding(GetHolding request) {
        long holdingId = WireInputs.id("holdingID", request.getHoldingID());
        String user = request.getUserID();
        Holding holding;
        if (user == null) {
            holding = trade.holding(holdingId);
        } else {
            long accountId = trade.account(user).accountId();
            try {
                holding = trade.holding(holdingId);
            } catch (HoldingNotFound e) {
                throw new HoldingNotFound(user, holdingId);
            }
            if (holding.accountId() != accountId) {
                throw new HoldingNotFound(user, holdingId);
            }
        }
        GetHoldingResponse response = new GetHoldingResponse();
        response.setGetHoldingReturn(wire.holding(holding));
        return response;
    }

    @Override
    public GetOrdersResponse getOrders(GetOrders request) {
        GetOrdersResponse response = new GetOrdersResponse();
        response.setGetOrdersReturn(wire.orders(trade.orders(request.getUserID())));
        return response;
    }

    @Override
    public GetTopOrdersResponse getTopOrders(GetTopOrders request) {
        GetTopOrdersResponse response = new GetTopOrdersResponse();
        response.setGetTopOrdersReturn(wire.orders(trade.topOrders(request.getUserID())));
        return response;
    }

    @Override
    public GetClosedOrdersResponse getClosedOrders(GetClosedOrders request) {
        GetClosedOrdersResponse response = new GetClosedOrdersResponse();
        response.setGetClosedOrdersReturn(wire.orders(trade.closedOrders(request.getUserID())));
        return response;
    }

    @Override
    public OrderCompletedResponse orderCompleted(OrderCompleted request) {
        trade.orderCompleted(request.getUserID(), WireInputs.id("orderID", request.getOrderID()));
        return completed;
    }

    // Order administration

    /** Trade 6.1 hands the order to its message broker for processing; Bourse processes it at once. */
    @Override
    public QueueOrderResponse queueOrder(QueueOrder request) {
        admin.check();
        trade.completeOrder(WireInputs.id("orderID", request.getOrderID()));
        return queued;
    }

    @Override
    public CompleteOrderResponse completeOrder(CompleteOrder request) {
        admin.check();
        CompleteOrderResponse response = new CompleteOrderResponse();
        response.setCompleteOrderReturn(wire.order(trade.completeOrder(WireInputs.id("orderID", request.getOrderID()))));
        return response;
    }

    @Override
    public CancelOrderResponse cancelOrder(CancelOrder request) {
        admin.check();
        trade.cancelOrder(WireInputs.id("orderID", request.getOrderID()));
        return cancelled;
    }

    // Administration

    @Override
    public ResetTradeResponse resetTrade(ResetTrade request) {
        admin.check();
        ResetTradeResponse response = new ResetTradeResponse();
        response.setResetTradeReturn(wire.runStatistics(trade.resetTrade(request.isDeleteAll())));
        return response;
    }

    @Override
    public IsOnlineResponse isOnline(IsOnline request) {
        trade.isOnline();
        return online;
    }
}
