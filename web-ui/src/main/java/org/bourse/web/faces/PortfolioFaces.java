package org.bourse.web.faces;

import java.util.List;
import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.order.OrderPage;
import org.bourse.web.portfolio.PortfolioPage;
import org.bourse.web.portfolio.PortfolioRow;
import org.bourse.web.security.CurrentUser;
import org.bourse.web.system.Status;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * {@code portfolio.faces} (form {@code portfolio}): the holdings with "Number of Holdings: N", and the
 * sell of row {@code N} ({@code portfolio:_idcl=portfolio:holdings:N:sell}, or Mojarra's
 * {@code portfolio:holdings:N:sell=…}): row N of the holdings this session was last shown, as JSF's data
 * table resolves it. The order page follows.
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class PortfolioFaces {

    static final String FORM = "portfolio";

    private final FacesPages pages;
    private final PortfolioPage portfolio;
    private final OrderPage orders;

    PortfolioFaces(FacesPages pages, PortfolioPage portfolio, OrderPage orders) {
        this.pages = pages;
        this.portfolio = portfolio;
        this.orders = orders;
    }

    @RequestMapping("/portfolio.faces")
    String portfolio(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, FORM);
        int row = postback.row("holdings", "sell");
        if (row >= 0) {
            return sell(user.get(), postback, row, request, model);
        }
        return pages.common(postback, "submit2", user.get(), request, response, model).orElseGet(() -> {
            portfolio.show(user.get(), model);
            @SuppressWarnings("unchecked")
            List<PortfolioRow> rows = (List<PortfolioRow>) model.getAttribute("rows");
            pages.view(request).holdingRows(rows.stream().map(r -> r.holding().holdingId()).toList());
            return pages.render(FacesPages.PORTFOLIO, request, model);
        });
    }

    private String sell(String userId, Postback postback, int row, HttpServletRequest request, Model model) {
        FacesView view = postback.view();
        List<Long> rows = view.holdingRows();
        if (row >= rows.size()) {
            model.addAttribute(Status.MODEL, Status.error("error.holdingNotFound"));
            return pages.render(FacesPages.ORDER, request, model);
        }
        long holdingId = rows.get(row);
        orders.sell(userId, holdingId, model);
        if (OrderPage.placedOrder(model).isPresent()) {
            view.holdingSold(holdingId);
        }
        return pages.render(FacesPages.ORDER, request, model);
    }
}
