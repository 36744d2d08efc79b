package org.bourse.web.account;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;

import jakarta.servlet.http.HttpSession;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.Holding;
import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.MarketView;
import org.bourse.web.system.Pages;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;

/**
 * The home page: user statistics, the account summary (cash, holdings at their purchase basis, gain or
 * loss against the opening balance) and the market summary. Shared by {@code /app} and {@code /scenario}.
 */
@Component
public class HomePage {

    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);

    private final TradeServices trade;
    private final Formats formats;

    public HomePage(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    public String show(String userId, HttpSession session, Model model) {
        Account account = trade.account(userId);
        List<Holding> holdings = trade.holdings(userId);
        BigDecimal basis = BigDecimal.ZERO.setScale(2);
        for (Holding h : holdings) {
            basis = basis.add(h.quantity().multiply(h.purchasePrice()).setScale(2, RoundingMode.HALF_UP));
        }
        BigDecimal total = account.balance().add(basis);
        BigDecimal gain = total.subtract(account.openBalance());
        BigDecimal gainPercent = account.openBalance().signum() == 0 ? BigDecimal.ZERO
                : gain.multiply(HUNDRED).divide(account.openBalance(), 2, RoundingMode.HALF_UP);
        model.addAttribute("userId", userId);
        model.addAttribute("account", account);
        model.addAttribute("holdingsCount", holdings.size());
        model.addAttribute("holdingsBasis", basis);
        model.addAttribute("total", total);
        model.addAttribute("gain", gain);
        model.addAttribute("gainPercent", gainPercent);
        model.addAttribute("sessionCreated", session == null ? null : session.getCreationTime());
        model.addAttribute("market", MarketView.of(trade.marketSummary(), formats));
        return Pages.HOME;
    }
}
