package org.bourse.web.account;

import jakarta.servlet.http.HttpServletRequest;

/**
 * The registration form. DayTrader's field names have spaces ({@code user id}, {@code confirm passwd},
 * {@code Full Name}, {@code snail mail}, {@code Credit Card Number}), so the request is read by name
 * here rather than bound by property.
 */
public class RegistrationForm {

    public static final String USER_ID = "user id";
    public static final String PASSWORD = "passwd";
    public static final String CONFIRM = "confirm passwd";
    public static final String FULL_NAME = "Full Name";
    public static final String ADDRESS = "snail mail";
    public static final String EMAIL = "email";
    public static final String CREDIT_CARD = "Credit Card Number";
    public static final String MONEY = "money";

    private String userId;
    private String passwd;
    private String confirmPasswd;
    private String fullName;
    private String snailMail;
    private String email;
    private String creditCard;
    private String money;

    static RegistrationForm from(HttpServletRequest request) {
        RegistrationForm form = new RegistrationForm();
        form.userId = request.getParameter(USER_ID);
        form.passwd = request.getParameter(PASSWORD);
        form.confirmPasswd = request.getParameter(CONFIRM);
        form.fullName = request.getParameter(FULL_NAME);
        form.snailMail = request.getParameter(ADDRESS);
        form.email = request.getParameter(EMAIL);
        form.creditCard = request.getParameter(CREDIT_CARD);
        form.money = request.getParameter(MONEY);
        return form;
    }

    /** An empty form with DayTrader's suggested opening balance. */
    static RegistrationForm blank() {
        RegistrationForm form = new RegistrationForm();
        form.money = "10000";
        return form;
    }

    public String getUserId() {
        return userId;
    }

    public String getPasswd() {
        return passwd;
    }

    public String getConfirmPasswd() {
        return confirmPasswd;
    }

    public String getFullName() {
        return fullName;
    }

    public String getSnailMail() {
        return snailMail;
    }

    public String getEmail() {
        return email;
    }

    public String getCreditCard() {
        return creditCard;
    }

    public String getMoney() {
        return money;
    }

    @Override
    public String toString() {
        return "RegistrationForm[userId=" + userId + "]";
    }
}
