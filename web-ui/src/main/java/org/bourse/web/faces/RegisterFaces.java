package org.bourse.web.faces;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.dal.trade.Account;
import org.bourse.trade.TradeException;
import org.bourse.web.account.HomePage;
import org.bourse.web.account.RegisterPage;
import org.bourse.web.system.Status;
import org.bourse.web.system.TradeErrors;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * {@code register.faces}: registers the user, logs the new user in (as DayTrader does) and shows the home
 * page with "Registration operation succeeded; Account N has been created."; refused fields come back on
 * the form with the reason, as a 400 when the fields are at fault (as on {@code /app}).
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class RegisterFaces {

    static final String FORM = "register";

    private final FacesPages pages;
    private final RegisterPage register;
    private final HomePage home;

    RegisterFaces(FacesPages pages, RegisterPage register, HomePage home) {
        this.pages = pages;
        this.register = register;
        this.home = home;
    }

    @RequestMapping("/register.faces")
    String register(HttpServletRequest request, HttpServletResponse response, Model model) {
        Postback postback = pages.postback(request, FORM);
        if (!postback.activated("submit")) {
            return pages.render(FacesPages.REGISTER, request, model);
        }
        RegistrationFields fields = RegistrationFields.of(postback);
        Status problem = fields.problem();
        boolean badInput = problem != null;
        if (problem == null) {
            try {
                register.register(fields.registration(), request, response);
                pages.loggedIn(request);
                home.show(fields.registration().userId(), request.getSession(false), model);
                Account account = (Account) model.getAttribute("account");
                model.addAttribute(Status.MODEL, Status.info("faces.register.done",
                        String.valueOf(account.accountId())));
                return pages.render(FacesPages.HOME, request, model);
            } catch (TradeException.DuplicateUser e) {
                problem = Status.error("faces.register.taken");
                badInput = true;
            } catch (TradeException e) {
                problem = TradeErrors.status(e);
            }
        }
        if (badInput) {
            response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        }
        model.addAttribute(Status.MODEL, problem);
        model.addAttribute("registration", fields);
        return pages.render(FacesPages.REGISTER, request, model);
    }
}
