package org.bourse.web.system;

import java.util.List;

import org.bourse.dal.trade.Order;

/**
 * An order as the order tables print it, formatted once (see {@link QuoteView}); status and type are
 * message keys ({@code order.status.closed}, {@code order.type.buy}).
 */
public record OrderView(long orderId, String statusKey, String openDate, String completionDate, String fee,
        String typeKey, String symbol, String quantity, String price) {

    public static OrderView of(Order o, Formats f) {
        return new OrderView(o.orderId(), "order.status." + o.status().code(), f.date(o.openDate()),
                f.date(o.completionDate()), f.money(o.fee()), "order.type." + o.type().code(), o.symbol(),
                f.quantity(o.quantity()), f.money(o.price()));
    }

    public static List<OrderView> of(List<Order> orders, Formats f) {
        return orders.stream().map(o -> of(o, f)).toList();
    }
}
