package org.bourse.web.faces;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.DecimalColumn;
import org.bourse.web.order.OrderPage;
import org.bourse.web.quotes.QuotesPage;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Status;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * {@code quote.faces} (form {@code quotes}): the quotes of {@code quotes:symbols} (button {@code submit2},
 * or {@code submit} as the Mojarra plans send it), and a buy of row {@code N}
 * ({@code quotes:quotes:N:buy}, quantity {@code quotes:quotes:N:quantity}, 100 when absent): row N of the
 * quotes this session was last shown, as JSF's data table resolves it. The order page follows.
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class QuoteFaces {

    static final String FORM = "quotes";

    private final FacesPages pages;
    private final OrderPage orders;

    QuoteFaces(FacesPages pages, OrderPage orders) {
        this.pages = pages;
        this.orders = orders;
    }

    @RequestMapping("/quote.faces")
    String quote(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, FORM);
        int row = postback.row("quotes", "buy");
        if (row >= 0) {
            return buy(user.get(), postback, row, request, response, model);
        }
        if (postback.activated("submit")) {
            return pages.quotes(postback.field("symbols"), request, model);
        }
        return pages.common(postback, "submit2", user.get(), request, response, model)
                .orElseGet(() -> pages.quotes(null, request, model));
    }

    private String buy(String userId, Postback postback, int row, HttpServletRequest request,
            HttpServletResponse response, Model model) {
        List<String> rows = postback.view().quoteRows();
        String quantityText = postback.field("quotes:" + row + ":quantity");
        BigDecimal quantity = quantityText == null ? BigDecimal.valueOf(QuotesPage.DEFAULT_QUANTITY)
                : NumberText.decimal(quantityText);
        if (row >= rows.size() || quantity == null || quantity.signum() <= 0
                || !DecimalColumn.QUANTITY.holds(quantity)) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            model.addAttribute(Status.MODEL, Status.error("error.buyParameters",
                    DecimalColumn.QUANTITY.integerDigits(), DecimalColumn.QUANTITY.scale()));
            return pages.quotes(null, request, model);
        }
        orders.buy(userId, rows.get(row), quantity, model);
        return pages.render(FacesPages.ORDER, request, model);
    }
}
