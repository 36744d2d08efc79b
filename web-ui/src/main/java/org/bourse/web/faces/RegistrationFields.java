package org.bourse.web.faces;

import java.math.BigDecimal;

import org.bourse.trade.DecimalColumn;
import org.bourse.trade.Registration;
import org.bourse.web.system.NumberText;
import org.bourse.web.system.Status;

/** The fields of {@code register.faces} ({@code register:uid}…), as posted; shown again when refused. */
record RegistrationFields(String uid, String password, String cpassword, String fullname, String address,
        String email, String ccn, String money) {

    /** The schema's width; the services refuse longer values too. */
    static final int MAX_LENGTH = 250;

    static RegistrationFields of(Postback postback) {
        return new RegistrationFields(postback.field("uid"), postback.field("password"), postback.field("cpassword"),
                postback.field("fullname"), postback.field("address"), postback.field("email"),
                postback.field("ccn"), postback.field("money"));
    }

    /** Why these fields cannot register anyone, or null when they can. */
    Status problem() {
        for (String value : new String[] {uid, password, fullname, address, email, ccn, money}) {
            if (value == null || value.isBlank() || value.length() > MAX_LENGTH) {
                return Status.error("faces.register.required", MAX_LENGTH);
            }
        }
        if (!password.equals(cpassword)) {
            return Status.error("faces.register.passwords");
        }
        if (openBalance() == null) {
            return Status.error("faces.register.money", DecimalColumn.MONEY.integerDigits(),
                    DecimalColumn.MONEY.scale());
        }
        return null;
    }

    /** Only once {@link #problem()} is null. */
    Registration registration() {
        return new Registration(uid.strip(), password, fullname, address, email, ccn, openBalance());
    }

    private BigDecimal openBalance() {
        BigDecimal amount = NumberText.decimal(money);
        return amount != null && amount.signum() >= 0 && DecimalColumn.MONEY.holds(amount) ? amount : null;
    }
}
