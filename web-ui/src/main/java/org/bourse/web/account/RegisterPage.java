package org.bourse.web.account;

import java.math.BigDecimal;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.trade.DecimalColumn;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException;
import org.bourse.trade.TradeServices;
import org.bourse.web.security.TradeLogin;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Pages;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.stereotype.Component;
import org.springframework.ui.Model;
import org.springframework.validation.BeanPropertyBindingResult;
import org.springframework.validation.BindingResult;
import org.springframework.validation.Errors;

/**
 * Registration: checks the form, registers the user, logs the new user in (as DayTrader does) and shows
 * the home page; or the form again with its errors, as a 400. Shared by {@code /app} and {@code /scenario}.
 */
@Component
public class RegisterPage {

    public static final String FORM = "registration";

    private final TradeServices trade;
    private final TradeLogin login;
    private final HomePage home;

    public RegisterPage(TradeServices trade, TradeLogin login, HomePage home) {
        this.trade = trade;
        this.login = login;
        this.home = home;
    }

    public String form(Model model) {
        model.addAttribute(FORM, RegistrationForm.blank());
        return Pages.REGISTER;
    }

    public String register(RegistrationForm form, HttpServletRequest request, HttpServletResponse response,
            Model model) {
        Errors errors = new BeanPropertyBindingResult(form, FORM);
        BigDecimal money = validate(form, errors);
        if (!errors.hasErrors()) {
            try {
                register(new Registration(form.getUserId(), form.getPasswd(), form.getFullName(), form.getSnailMail(),
                        form.getEmail(), form.getCreditCard(), money), request, response);
                model.addAttribute(Status.MODEL, Status.info("register.done", form.getUserId()));
                return home.show(form.getUserId(), request.getSession(false), model);
            } catch (TradeException.DuplicateUser e) {
                errors.rejectValue("userId", "register.taken");
            } catch (TradeException e) {
                model.addAttribute(Status.MODEL, TradeErrors.status(e));
            }
        }
        if (errors.hasErrors()) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        }
        if (!model.containsAttribute(Status.MODEL)) {
            model.addAttribute(Status.MODEL, Status.error("register.failed"));
        }
        model.addAttribute(FORM, form);
        model.addAttribute(BindingResult.MODEL_KEY_PREFIX + FORM, errors);
        return Pages.REGISTER;
    }

    /** Registers and logs the new user into this session. */
    public void register(Registration registration, HttpServletRequest request, HttpServletResponse response) {
        trade.register(registration);
        login.login(registration.userId(), registration.password(), request, response);
    }

    static BigDecimal validate(RegistrationForm form, Errors errors) {
        FormChecks.required(errors, "userId", form.getUserId());
        FormChecks.required(errors, "passwd", form.getPasswd());
        FormChecks.required(errors, "fullName", form.getFullName());
        FormChecks.required(errors, "snailMail", form.getSnailMail());
        FormChecks.required(errors, "email", form.getEmail());
        FormChecks.required(errors, "creditCard", form.getCreditCard());
        if (form.getPasswd() != null && !form.getPasswd().equals(form.getConfirmPasswd())) {
            errors.rejectValue("confirmPasswd", "form.passwordsDiffer");
        }
        if (form.getMoney() == null || form.getMoney().isBlank()) {
            errors.rejectValue("money", "form.required");
            return null;
        }
        BigDecimal money = NumberText.decimal(form.getMoney());
        if (money == null || money.signum() < 0 || !DecimalColumn.MONEY.holds(money)) {
            errors.rejectValue("money", "form.money",
                    new Object[] {DecimalColumn.MONEY.integerDigits(), DecimalColumn.MONEY.scale()}, null);
            return null;
        }
        return money;
    }
}
