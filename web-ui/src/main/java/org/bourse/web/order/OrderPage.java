package org.bourse.web.order;

import java.math.BigDecimal;
import java.util.Optional;

import org.bourse.dal.trade.Order;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.OrderView;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/**
 * Places a buy or a sell and shows the confirmation ("Order N to buy Q shares of S has been submitted
 * for processing."), or the refusal. Shared by {@code /app} and {@code /scenario}.
 */
@Component
public class OrderPage {

    private static final String ORDER = "order";

    private final TradeServices trade;
    private final Formats formats;

    public OrderPage(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    public String buy(String userId, String symbol, BigDecimal quantity, Model model) {
        try {
            return confirmed(trade.buy(userId, symbol, quantity), model);
        } catch (TradeException e) {
            return refused(e, model);
        }
    }

    public String sell(String userId, long holdingId, Model model) {
        try {
            return confirmed(trade.sell(userId, holdingId), model);
        } catch (TradeException e) {
            return refused(e, model);
        }
    }

    /**
     * A sell for a driver that picks the holding itself ({@code /scenario}): the confirmation or the refusal
     * as {@link #sell}, or empty, with nothing placed and nothing added to the model, when the holding is not
     * (or no longer) the user's to sell: another session of the same user has sold it, or its sell is still
     * open (async and broker order processing list a sold holding until its order is processed).
     */
    public Optional<String> sellIfHeld(String userId, long holdingId, Model model) {
        try {
            return Optional.of(confirmed(trade.sell(userId, holdingId), model));
        } catch (TradeException.HoldingNotFound e) {
            return Optional.empty();
        } catch (TradeException e) {
            return Optional.of(refused(e, model));
        }
    }

    /**
     * What the sell confirmation names: the symbol and quantity of the user's holding (empty when it is
     * not theirs or gone: the page then names only its id, and the sell itself is refused).
     */
    public void describeHolding(String userId, long holdingId, Model model) {
        try {
            trade.holdings(userId).stream().filter(h -> h.holdingId() == holdingId).findFirst().ifPresent(h -> {
                model.addAttribute("symbol", h.symbol());
                model.addAttribute("quantity", formats.quantity(h.quantity()));
            });
        } catch (TradeException e) {
            // the confirmation names the holding's id only; the POST reports the problem
        }
    }

    /** The order a {@link #buy} or {@link #sell} placed, empty when it was refused. */
    public static Optional<Order> placedOrder(Model model) {
        return model.getAttribute(ORDER) instanceof Order order ? Optional.of(order) : Optional.empty();
    }

    private String confirmed(Order order, Model model) {
        model.addAttribute(ORDER, order);
        model.addAttribute("orderRows", java.util.List.of(OrderView.of(order, formats)));
        return Pages.ORDER;
    }

    static String refused(TradeException e, Model model) {
        model.addAttribute(Status.MODEL, TradeErrors.status(e));
        return Pages.ORDER;
    }
}
