package org.bourse.web.faces;

import java.util.Optional;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.account.AccountPage;
import org.bourse.web.account.ProfileForm;
import org.bourse.web.security.CurrentUser;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.RequestMapping;

/**
 * {@code account.faces} (form {@code updateProfile}): the account, its orders (all of them after
 * {@code updateProfile:showAll}) and the profile update ({@code updateProfile:submit}). The profile updated
 * is always the logged-in user's: DayTrader takes {@code updateProfile:uid} from the form, which would let
 * anyone change anyone's profile, so that field is ignored.
 */
@Controller
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class AccountFaces {

    static final String FORM = "updateProfile";

    private final FacesPages pages;
    private final AccountPage account;

    AccountFaces(FacesPages pages, AccountPage account) {
        this.pages = pages;
        this.account = account;
    }

    @RequestMapping("/account.faces")
    String account(HttpServletRequest request, HttpServletResponse response, Model model) {
        Optional<String> user = CurrentUser.userId();
        if (user.isEmpty()) {
            return FacesPages.TO_WELCOME;
        }
        Postback postback = pages.postback(request, FORM);
        if (postback.activated("submit")) {
            account.update(user.get(), profile(postback), model);
            return pages.render(FacesPages.ACCOUNT, request, model);
        }
        boolean allOrders = postback.activated("showAll");
        return pages.common(postback, "submit2", user.get(), request, response, model).orElseGet(() -> {
            account.show(user.get(), allOrders, model);
            return pages.render(FacesPages.ACCOUNT, request, model);
        });
    }

    private static ProfileForm profile(Postback postback) {
        ProfileForm form = new ProfileForm();
        form.setPassword(postback.field("password"));
        form.setCpassword(postback.field("cpassword"));
        form.setFullname(postback.field("fullname"));
        form.setAddress(postback.field("address"));
        form.setEmail(postback.field("email"));
        form.setCreditcard(postback.field("ccn"));
        return form;
    }
}
