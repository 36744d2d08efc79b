package org.bourse.web.account;

import org.springframework.validation.Errors;

/** Field checks shared by the registration and profile forms; error codes are message keys. */
final class FormChecks {

    /** The schema's width; the services refuse longer values too. */
    static final int MAX_LENGTH = 250;

    private FormChecks() {
    }

    static void required(Errors errors, String field, String value) {
        if (value == null || value.isBlank()) {
            errors.rejectValue(field, "form.required");
        } else {
            maxLength(errors, field, value);
        }
    }

    static void maxLength(Errors errors, String field, String value) {
        if (value != null && value.length() > MAX_LENGTH) {
            errors.rejectValue(field, "form.tooLong", new Object[] {MAX_LENGTH}, null);
        }
    }
}
