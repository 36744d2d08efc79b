package org.bourse.web.order;

import java.math.BigDecimal;
import java.util.Optional;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.WebSettings;
import org.bourse.web.security.CurrentUser;
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
        BigDecimal q = OrderPage.quantity(quantity);
        if (symbol == null || symbol.isBlank() || q == null) {
            return badRequest("error.buyParameters", response, model);
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
            return badRequest("error.sellParameters", response, model);
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
            return badRequest("error.sellParameters", response, model);
        }
        model.addAttribute("confirm", "sell");
        model.addAttribute("holdingID", id);
        return Pages.CONFIRM;
    }

    private static Long holdingId(String text) {
        try {
            return text == null ? null : Long.valueOf(text.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String badRequest(String code, HttpServletResponse response, Model model) {
        response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        model.addAttribute(Status.MODEL, Status.error(code));
        return Pages.ORDER;
    }
}
