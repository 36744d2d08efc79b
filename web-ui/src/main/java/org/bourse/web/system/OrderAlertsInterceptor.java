package org.bourse.web.system;

import java.util.List;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.trade.Order;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.security.CurrentUser;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.ModelAndView;

/**
 * Adds to every page rendered for a logged-in Trade user, after the action ran, its user id
 * ({@value #LOGGED_IN_USER}, for the navigation) and the "order(s) completed" table
 * ({@link TradeServices#closedOrders}, which marks them completed), so a buy's own order shows on its
 * confirmation page as in DayTrader. Off with {@code bourse.web.display-order-alerts=false}. The services
 * answer it with one connection and one indexed read, writing only when there are alerts to take.
 */
final class OrderAlertsInterceptor implements HandlerInterceptor {

    /** The model attribute naming the logged-in user; absent when nobody is. */
    static final String LOGGED_IN_USER = "loggedInUser";
    /** The model attribute the layout's alert table reads. */
    static final String CLOSED_ORDERS = "closedOrders";

    private final TradeServices trade;
    private final RuntimeSettings settings;
    private final Formats formats;

    OrderAlertsInterceptor(TradeServices trade, RuntimeSettings settings, Formats formats) {
        this.trade = trade;
        this.settings = settings;
        this.formats = formats;
    }

    @Override
    public void postHandle(HttpServletRequest request, HttpServletResponse response, Object handler,
            ModelAndView mav) {
        if (mav == null) {
            return;
        }
        String view = mav.getViewName();
        if (view == null || view.startsWith("redirect:") || view.startsWith("forward:")) {
            return;
        }
        CurrentUser.userId().ifPresent(userId -> {
            mav.addObject(LOGGED_IN_USER, userId);
            if (!settings.displayOrderAlerts() || mav.getModel().containsKey(CLOSED_ORDERS)) {
                return;
            }
            try {
                List<Order> closed = trade.closedOrders(userId);
                if (!closed.isEmpty()) {
                    mav.addObject(CLOSED_ORDERS, OrderView.of(closed, formats));
                }
            } catch (TradeException e) {
                // the user vanished (a reset): the page itself says so
            }
        });
    }
}
