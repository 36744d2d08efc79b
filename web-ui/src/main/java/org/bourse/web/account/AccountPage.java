package org.bourse.web.account;

import java.util.List;

import org.bourse.dal.trade.Order;
import org.bourse.trade.Profile;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.system.Formats;
import org.bourse.web.system.OrderView;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.validation.BindingResult;
import org.springframework.validation.Errors;

/**
 * The account page (account data, the profile form, the recent orders: 5, or all with
 * {@code showAllOrders}) and the profile update. Shared by {@code /app} and {@code /scenario}.
 */
@Component
public class AccountPage {

    /** DayTrader shows this many recent orders unless all are asked for. */
    static final int RECENT_ORDERS = 5;
    public static final String FORM = "profileForm";

    private final TradeServices trade;
    private final Formats formats;

    public AccountPage(TradeServices trade, Formats formats) {
        this.trade = trade;
        this.formats = formats;
    }

    public String show(String userId, boolean allOrders, Model model) {
        model.addAttribute("userId", userId);
        model.addAttribute("account", trade.account(userId));
        Profile profile = trade.profile(userId);
        model.addAttribute("profile", profile);
        List<Order> orders = trade.orders(userId);
        model.addAttribute("ordersTotal", orders.size());
        model.addAttribute("orders", OrderView.of(allOrders || orders.size() <= RECENT_ORDERS ? orders
                : orders.subList(0, RECENT_ORDERS), formats));
        model.addAttribute("showAllOrders", allOrders);
        if (!model.containsAttribute(FORM)) {
            ProfileForm form = new ProfileForm();
            form.setFullname(profile.fullName());
            form.setAddress(profile.address());
            form.setCreditcard(profile.creditCard());
            form.setEmail(profile.email());
            model.addAttribute(FORM, form);
        }
        return Pages.ACCOUNT;
    }

    /** Checks the form, updates the profile, and shows the account page with the result. */
    public String update(String userId, ProfileForm form, Model model) {
        Errors errors = new BeanPropertyBindingResult(form, FORM);
        validate(form, errors);
        if (!errors.hasErrors()) {
            try {
                trade.updateProfile(new ProfileUpdate(userId, blankToNull(form.getPassword()), form.getFullname(),
                        form.getAddress(), form.getEmail(), form.getCreditcard()));
                model.addAttribute(Status.MODEL, Status.info("account.updated"));
            } catch (TradeException.InvalidInput e) {
                model.addAttribute(Status.MODEL, TradeErrors.status(e));
            }
        } else {
            model.addAttribute(Status.MODEL, Status.error("account.updateFailed"));
        }
        form.setPassword(null);
        form.setCpassword(null);
        model.addAttribute(FORM, form);
        model.addAttribute(BindingResult.MODEL_KEY_PREFIX + FORM, errors);
        return show(userId, false, model);
    }

    static void validate(ProfileForm form, Errors errors) {
        FormChecks.required(errors, "fullname", form.getFullname());
        FormChecks.required(errors, "address", form.getAddress());
        FormChecks.required(errors, "email", form.getEmail());
        FormChecks.required(errors, "creditcard", form.getCreditcard());
        FormChecks.maxLength(errors, "password", form.getPassword());
        String password = blankToNull(form.getPassword());
        String confirm = blankToNull(form.getCpassword());
        if (password != null && !password.equals(confirm)) {
            errors.rejectValue("cpassword", "form.passwordsDiffer");
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }
}
