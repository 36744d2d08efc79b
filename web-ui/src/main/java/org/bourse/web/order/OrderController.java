package org.bourse.web.order;

import java.math.BigDecimal;
import java.util.Optional;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.DecimalColumn;
import org.bourse.web.WebSettings;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

/**
 * {@code /app?action=buy&symbol=s:N&quantity=Q} and {@code /app?action=sell&holdingID=N}. A POST (with its
 * CSRF token) places the order. A GET places it only with {@code bourse.web.daytrader-script-compatibility}
 * on, as DayTrader's links and scripts expect; otherwise it shows a form that confirms with a POST.
 */
@Controller
class OrderController {

    private final OrderPage orders;
    private final boolean compatibility;

    OrderController(OrderPage orders, WebSettings settings) {
        this.orders = orders;
        this.compatibility = settings.daytraderScriptCompatibility();
    }

    @PostMapping(path = "/app", params = "action=buy")
    String buy(@RequestParam(name = "symbol", required = false) String symbol,
            @RequestParam(name = "quantity", required = false) String quantity, HttpServletResponse response,
            Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return Pages.notLoggedIn(model);
        }
        BigDecimal q = quantity(quantity);
        if (symbol == null || symbol.isBlank() || q == null) {
            return badBuy(response, model);
        }
        return orders.buy(user.get(), symbol, q, model);
    }

    @GetMapping(path = "/app", params = "action=buy")
    String buyByGet(@RequestParam(name = "symbol", required = false) String symbol,
            @RequestParam(name = "quantity", required = false) String quantity, HttpServletResponse response,
            Model model) {
        if (compatibility || CurrentUser.userId().isEmpty()) {
            return buy(symbol, quantity, response, model);
        }
        if (symbol == null || symbol.isBlank() || quantity(quantity) == null) {
            return badBuy(response, model);
        }
        model.addAttribute("confirm", "buy");
        model.addAttribute("symbol", symbol);
        model.addAttribute("quantity", quantity);
        return Pages.CONFIRM;
    }

    @PostMapping(path = "/app", params = "action=sell")
    String sell(@RequestParam(name = "holdingID", required = false) String holdingId, HttpServletResponse response,
            Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return Pages.notLoggedIn(model);
        }
        Long id = holdingId(holdingId);
        if (id == null) {
            return badSell(response, model);
        }
        return orders.sell(user.get(), id, model);
    }

    @GetMapping(path = "/app", params = "action=sell")
    String sellByGet(@RequestParam(name = "holdingID", required = false) String holdingId,
            HttpServletResponse response, Model model) {
        if (compatibility || CurrentUser.userId().isEmpty()) {
            return sell(holdingId, response, model);
        }
        Long id = holdingId(holdingId);
        if (id == null) {
            return badSell(response, model);
        }
        model.addAttribute("confirm", "sell");
        model.addAttribute("holdingID", id);
        orders.describeHolding(CurrentUser.userId().get(), id, model);
        return Pages.CONFIRM;
    }

    /**
     * The quantity to buy, if it is a number the schema holds as it is (above 0, at most 14 digits before
     * the point and 4 after it); otherwise null, for a 400. Whether it is within the order limit is the
     * services' business.
     */
    private static BigDecimal quantity(String text) {
        BigDecimal q = NumberText.decimal(text);
        return q != null && q.signum() > 0 && DecimalColumn.QUANTITY.holds(q) ? q : null;
    }

    /** The holding to sell, if it is a whole number that can be an id (1 and up, within BIGINT); otherwise null. */
    private static Long holdingId(String text) {
        Long id = NumberText.whole(text);
        return id != null && id > 0 ? id : null;
    }

    private static String badBuy(HttpServletResponse response, Model model) {
        return badRequest(response, model, Status.error("error.buyParameters", DecimalColumn.QUANTITY.integerDigits(),
                DecimalColumn.QUANTITY.scale()));
    }

    private static String badSell(HttpServletResponse response, Model model) {
        return badRequest(response, model, Status.error("error.sellParameters", String.valueOf(Long.MAX_VALUE)));
    }

    private static String badRequest(HttpServletResponse response, Model model, Status status) {
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        model.addAttribute(Status.MODEL, status);
        return Pages.ORDER;
    }
}
