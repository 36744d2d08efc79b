package org.bourse.web.primitive.jdbc;

import org.bourse.dal.trade.Quote;
import org.springframework.web.util.HtmlUtils;

/** A quote as DayTrader's JDBC primitives list it: "Quote Data for: s:N" and one item per field. */
final class QuoteHtml {

    private QuoteHtml() {
    }

    static String of(Quote q) {
        return "<br>Quote Data for: " + HtmlUtils.htmlEscape(q.symbol())
                + "<li> companyName: " + HtmlUtils.htmlEscape(q.companyName()) + "</li>"
                + "<li> volume: " + q.volume().toPlainString() + "</li>"
                + "<li> price: " + q.price().toPlainString() + "</li>"
                + "<li> open1: " + q.open().toPlainString() + "</li>"
                + "<li> low: " + q.low().toPlainString() + "</li>"
                + "<li> high: " + q.high().toPlainString() + "</li>"
                + "<li> change1: " + q.change().toPlainString() + "</li>";
    }
}
